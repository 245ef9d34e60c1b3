import { describe, expect, it } from 'vitest'
import { isHexColor, PRESET_COLORS, themeVariables } from './colors'

describe('themeVariables', () => {
  it('uses the colour itself as --primary and white text on the default purple (luminance 123.6)', () => {
    const variables = themeVariables('#8B5CF6', false)
    expect(variables['--primary']).toBe('#8b5cf6')
    expect(variables['--primary-foreground']).toBe('#ffffff')
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
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((step) => lightness(variables[`--primary-${step}`]))
    expect(steps).toEqual([...steps].sort((a, b) => b - a))
    expect(new Set(steps).size).toBe(steps.length)
  })

  it('expands 3-digit hex and falls back to the default for anything else', () => {
    expect(themeVariables('#f00', false)['--primary']).toBe('#ff0000')
    expect(themeVariables('', false)['--primary']).toBe('#8b5cf6')
    expect(themeVariables('red', false)['--primary']).toBe('#8b5cf6')
  })

  it('sets nothing in high contrast mode: the stylesheet’s yellow-on-black wins', () => {
    expect(themeVariables('#EF4444', true)).toEqual({})
  })
})

describe('isHexColor', () => {
  it.each(['#abc', '#AABBCC', ...PRESET_COLORS.map((p) => p.value)])('accepts %s', (value) => expect(isHexColor(value)).toBe(true))
  it.each(['abc', '#abcd', '#gggggg', '#aabbccd', ''])('refuses %s', (value) => expect(isHexColor(value)).toBe(false))
})
