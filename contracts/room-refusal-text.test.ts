import { describe, expect, it } from 'vitest'
import { chatRefusalText, formatRemaining } from './room-refusal-text'

describe('chat refusal texts', () => {
  it('counts a timeout down in minutes and seconds (hours when that long), never showing 0:00 while it runs', () => {
    expect(formatRemaining(272_000)).toBe('4:32')
    expect(formatRemaining(10 * 60_000)).toBe('10:00')
    expect(formatRemaining(60 * 60_000)).toBe('1:00:00')
    expect(formatRemaining(3_725_000)).toBe('1:02:05')
    expect(formatRemaining(1)).toBe('0:01')
    expect(formatRemaining(-5)).toBe('0:00')
    expect(chatRefusalText('timed-out', 272_000, true)).toBe('You are timed out for 4:32')
    expect(chatRefusalText('banned', 0, true)).toBe('You are banned from this chat')
  })
})
