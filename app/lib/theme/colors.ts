/** The colour constants (docs/product/limits.md#theme). */
export const DEFAULT_UI_COLOR = '#8B5CF6'

export const PRESET_COLORS = [
  { name: 'Purple', value: '#8B5CF6' },
  { name: 'Blue', value: '#3B82F6' },
  { name: 'Green', value: '#10B981' },
  { name: 'Orange', value: '#F59E0B' },
  { name: 'Pink', value: '#EC4899' },
  { name: 'Red', value: '#EF4444' },
  { name: 'Teal', value: '#14B8A6' },
  { name: 'Indigo', value: '#6366F1' },
] as const

export const HEX_INPUT_LENGTH = 7

/** '#abc' or '#aabbcc' (the custom colour). */
export const isHexColor = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)

/** The page background of the dark theme (app/tailwind.css --background); links must read on it. */
export const PAGE_BACKGROUND = '#0c0a14'

/**
 * The CSS variables for a theme. Self-contained on purpose (no outer references): its source is also inlined
 * into the page head, so the cached theme applies before first paint.
 *
 * The text on the colour is black when its luminance exceeds 155, else white. The fill behind that
 * text and the colour of links are then nudged darker or lighter until they reach WCAG AA (4.5:1), so every
 * preset and every custom colour stays readable (docs/decisions/006-accessible-theme-colours.md).
 *
 * High contrast overrides the colour with one fixed palette: black, white and yellow, every text at 7:1 or more
 * on the fills it sits on, and borders and the focus ring at 3:1 or more on the page
 * (docs/decisions/027-high-contrast-raises-contrast.md).
 */
export function themeVariables(uiColor: string, highContrast: boolean): Record<string, string> {
  if (highContrast) {
    return {
      '--background': '#000000',
      '--foreground': '#ffffff',
      '--card': '#000000',
      '--card-foreground': '#ffffff',
      '--popover': '#000000',
      '--popover-foreground': '#ffffff',
      '--primary': '#ffff00',
      '--primary-foreground': '#000000',
      '--primary-link': '#ffff00',
      '--secondary': '#505050',
      '--secondary-foreground': '#ffffff',
      '--muted': '#505050',
      '--muted-foreground': '#ffffff',
      '--accent': '#505050',
      '--accent-foreground': '#ffffff',
      '--destructive': '#ff6666',
      '--destructive-foreground': '#000000',
      '--border': '#ffffff',
      '--input': '#ffffff',
      '--ring': '#ffffff',
      // The fill of the LIVE badge and the unread count, under white text.
      '--color-red-600': '#a00000',
    }
  }
  const valid = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(uiColor) ? uiColor : '#8B5CF6'
  const digits = valid.length === 4 ? [...valid.slice(1)].map((d) => d + d).join('') : valid.slice(1)
  const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16))
  const toHex = (channels: number[]) => '#' + channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')
  const mix = (target: number, amount: number) => rgb.map((c) => c + (target - c) * amount)
  const relativeLuminance = (channels: number[]) => {
    const [r, g, b] = channels.map((c) => {
      const v = Math.round(c) / 255
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
    return (light + 0.05) / (dark + 0.05)
  }
  /** The colour mixed toward `target` just enough to reach 4.5:1 against `other`. */
  const readableAgainst = (other: number[], target: number) => {
    for (let amount = 0; amount < 1; amount += 0.02)
      if (contrast(mix(target, amount), other) >= 4.5) return mix(target, amount)
    return mix(target, 1)
  }
  // Perceived luminance on 0..255; above 155 the colour is light enough for black text.
  const luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
  const foreground = luminance > 155 ? [0, 0, 0] : [255, 255, 255]
  const background = [0x0c, 0x0a, 0x14]
  const variables: Record<string, string> = {
    '--primary': toHex(readableAgainst(foreground, luminance > 155 ? 255 : 0)),
    '--primary-foreground': toHex(foreground),
    '--primary-link': toHex(readableAgainst(background, 255)),
  }
  const shades: [number, number, number][] = [
    [50, 255, 0.9],
    [100, 255, 0.8],
    [200, 255, 0.6],
    [300, 255, 0.4],
    [400, 255, 0.2],
    [500, 0, 0],
    [600, 0, 0.15],
    [700, 0, 0.3],
    [800, 0, 0.45],
    [900, 0, 0.6],
    [950, 0, 0.75],
  ]
  for (const [step, target, amount] of shades) variables[`--primary-${step}`] = toHex(mix(target, amount))
  return variables
}
