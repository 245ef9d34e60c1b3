import { describe, expect, it } from 'vitest'
import { isHexColor, PAGE_BACKGROUND, PRESET_COLORS, themeVariables } from './colors'

/** WCAG 2 contrast ratio of two hex colours, written independently of the code under test. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('themeVariables', () => {
  it('puts white text on the default purple (luminance 123.6) and keeps the colour itself as shade 500', () => {
    const variables = themeVariables('#8B5CF6', false)
    expect(variables['--primary-foreground']).toBe('#ffffff')
    expect(variables['--primary-500']).toBe('#8b5cf6')
  })

  it.each([...PRESET_COLORS.map((p) => p.value), '#FFFF00', '#777777', '#000000', '#FFFFFF'])(
    'keeps text on %s and links on the page at WCAG AA (4.5:1)',
    (color) => {
      const variables = themeVariables(color, false)
      expect(contrast(variables['--primary'], variables['--primary-foreground'])).toBeGreaterThanOrEqual(4.5)
      expect(contrast(variables['--primary-link'], PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('changes a colour that is already readable not at all', () => {
    expect(themeVariables('#4F46E5', false)['--primary']).toBe('#4f46e5')
  })

  it('switches to black text when the luminance exceeds 155', () => {
    expect(themeVariables('#F59E0B', false)['--primary-foreground']).toBe('#000000') // orange, 167.2
    expect(themeVariables('#10B981', false)['--primary-foreground']).toBe('#ffffff') // green, 128.0
    // Greys have luminance equal to their channel value: 154 is white text, 156 black.
    expect(themeVariables('#9A9A9A', false)['--primary-foreground']).toBe('#ffffff')
    expect(themeVariables('#9C9C9C', false)['--primary-foreground']).toBe('#000000')
  })

  it('derives a shade scale from light (50) to dark (950) around the colour at 500', () => {
    const variables = themeVariables('#3B82F6', false)
    expect(variables['--primary-500']).toBe('#3b82f6')
    const lightness = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0)
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((step) =>
      lightness(variables[`--primary-${step}`]),
    )
    expect(steps).toEqual([...steps].sort((a, b) => b - a))
    expect(new Set(steps).size).toBe(steps.length)
  })

  it('expands 3-digit hex and falls back to the default for anything else', () => {
    expect(themeVariables('#f00', false)['--primary-500']).toBe('#ff0000')
    expect(themeVariables('', false)['--primary-500']).toBe('#8b5cf6')
    expect(themeVariables('red', false)['--primary-500']).toBe('#8b5cf6')
  })
})

describe('themeVariables in high contrast', () => {
  const accents = [...PRESET_COLORS.map((p) => p.value), '#FFFF00', '#000000', '#FFFFFF']

  /** Text and the fill it sits on: WCAG 1.4.6 (AAA) asks 7:1. */
  const texts = [
    ['--foreground', '--background'],
    ['--card-foreground', '--card'],
    ['--popover-foreground', '--popover'],
    ['--muted-foreground', '--background'],
    ['--muted-foreground', '--muted'],
    ['--secondary-foreground', '--secondary'],
    ['--accent-foreground', '--accent'],
    ['--primary-foreground', '--primary'],
    ['--primary-link', '--background'],
    ['--primary-link', '--accent'],
    ['--destructive-foreground', '--destructive'],
    ['--destructive', '--background'],
  ]
  /**
   * Against the page, which also shows in the gap between the focus ring and its control: boundaries of controls and
   * cards, the ring, and a filled button. WCAG 1.4.11 asks 3:1.
   */
  const boundaries = [
    ['--border', '--background'],
    ['--input', '--background'],
    ['--ring', '--background'],
    ['--primary', '--background'],
    ['--destructive', '--background'],
  ]

  it.each(accents)('overrides %s with high contrast’s black, white and yellow', (accent) => {
    const variables = themeVariables(accent, true)
    expect(variables).toEqual(themeVariables('#8B5CF6', true))
    expect(variables).toMatchObject({
      '--background': '#000000',
      '--foreground': '#ffffff',
      '--primary': '#ffff00',
      '--muted': '#505050',
    })
  })

  it.each(accents)('keeps every text at 7:1 over %s', (accent) => {
    const variables = themeVariables(accent, true)
    for (const [text, fill] of texts) {
      expect(contrast(variables[text], variables[fill]), `${text} on ${fill}`).toBeGreaterThanOrEqual(7)
    }
  })

  it.each(accents)('keeps boundaries and the focus ring at 3:1 over %s', (accent) => {
    const variables = themeVariables(accent, true)
    for (const [line, page] of boundaries) {
      expect(contrast(variables[line], variables[page]), `${line} on ${page}`).toBeGreaterThanOrEqual(3)
    }
  })

  it('puts white text of the LIVE badge on a red it reads on at 7:1', () => {
    expect(contrast('#ffffff', themeVariables('#8B5CF6', true)['--color-red-600'])).toBeGreaterThanOrEqual(7)
  })
})

describe('isHexColor', () => {
  it.each(['#abc', '#AABBCC', ...PRESET_COLORS.map((p) => p.value)])('accepts %s', (value) =>
    expect(isHexColor(value)).toBe(true),
  )
  it.each(['abc', '#abcd', '#gggggg', '#aabbccd', ''])('refuses %s', (value) => expect(isHexColor(value)).toBe(false))
})
