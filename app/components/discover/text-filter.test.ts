import { describe, expect, it } from 'vitest'
import { matchesText } from './text-filter'

describe('matchesText', () => {
  it('keeps everything for blank text', () => {
    expect(matchesText('  ', 'Neon Harbour')).toBe(true)
  })

  it('matches any field, ignoring case and surrounding spaces', () => {
    expect(matchesText(' NEON ', 'Neon Harbour', 'Nova Lights')).toBe(true)
    expect(matchesText('lights', 'Neon Harbour', 'Nova Lights')).toBe(true)
    expect(matchesText('jazz', 'Neon Harbour', null, undefined, 'Electronic')).toBe(false)
  })
})
