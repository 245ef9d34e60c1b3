/** SPEC §9 colour constants. */
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

/** '#abc' or '#aabbcc' (SPEC §5 'Custom colour'). */
export const isHexColor = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)

/**
 * The CSS variables for a theme. Self-contained on purpose (no outer references): its source is also inlined
 * into the page head, so the cached theme applies before first paint.
 */
export function themeVariables(uiColor: string, highContrast: boolean): Record<string, string> {
  if (highContrast) return {}
  const valid = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(uiColor) ? uiColor : '#8B5CF6'
  const digits = valid.length === 4 ? [...valid.slice(1)].map((d) => d + d).join('') : valid.slice(1)
  const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16))
  const toHex = (channels: number[]) => '#' + channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')
  const mix = (target: number, amount: number) => rgb.map((c) => c + (target - c) * amount)
  // Perceived luminance on 0..255; above 155 the colour is light enough for black text (SPEC §9).
  const luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
  const variables: Record<string, string> = {
    '--primary': toHex(rgb),
    '--primary-foreground': luminance > 155 ? '#000000' : '#ffffff',
    '--ring': toHex(rgb),
  }
  const shades: [number, number, number][] = [
    [50, 255, 0.9], [100, 255, 0.8], [200, 255, 0.6], [300, 255, 0.4], [400, 255, 0.2], [500, 0, 0],
    [600, 0, 0.15], [700, 0, 0.3], [800, 0, 0.45], [900, 0, 0.6], [950, 0, 0.75],
  ]
  for (const [step, target, amount] of shades) variables[`--primary-${step}`] = toHex(mix(target, amount))
  return variables
}
