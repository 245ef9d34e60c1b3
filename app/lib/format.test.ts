import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDuration, formatLength, formatQuantity, previewText } from './format'

describe('format', () => {
  it('separates thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(1000)).toBe('1,000')
    expect(formatCount(-1000)).toBe('-1,000')
    expect([0, 7, 999, -5].map(formatCount)).toEqual(['0', '7', '999', '-5'])
    expect(formatCount(2.5)).toBe('2.5')
  })
  it('names one thing in the singular and any other count in the plural', () => {
    expect(formatQuantity(0, 'follower')).toBe('0 followers')
    expect(formatQuantity(1, 'follower')).toBe('1 follower')
    expect(formatQuantity(2, 'follower')).toBe('2 followers')
    expect(formatQuantity(1234, 'follower')).toBe('1,234 followers')
    expect(formatQuantity(1, 'reply', 'replies')).toBe('1 reply')
    expect(formatQuantity(3, 'reply', 'replies')).toBe('3 replies')
  })
  it('reads every count the pages show in the singular at exactly one', () => {
    const nouns = ['play', 'follower', 'like', 'comment', 'track', 'viewer', 'total play', 'total viewer']
    expect(nouns.map((noun) => formatQuantity(1, noun))).toEqual([
      '1 play',
      '1 follower',
      '1 like',
      '1 comment',
      '1 track',
      '1 viewer',
      '1 total play',
      '1 total viewer',
    ])
    expect(nouns.map((noun) => formatQuantity(2210, noun))).toEqual(nouns.map((noun) => `2,210 ${noun}s`))
    expect(formatQuantity(1.5, 'play')).toBe('1.5 plays')
  })
  it('formats durations as m:ss and h:mm:ss', () => {
    expect(formatDuration(4)).toBe('0:04')
    expect(formatDuration(185.9)).toBe('3:05')
    expect(formatDuration(3725)).toBe('1:02:05')
  })
  it("formats dates as 'MMM d, yyyy' on the given zone's calendar", () => {
    expect(formatDate('2026-03-07T12:00:00Z', 'UTC')).toBe('Mar 7, 2026')
    expect(formatDate('2026-03-07T02:00:00Z', 'America/Los_Angeles')).toBe('Mar 6, 2026')
    expect(formatDate('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 1, 2027')
  })
  it("cuts descriptions at 100 characters plus '...'", () => {
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100))
    expect(previewText('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`)
    expect(previewText(null)).toBe('')
  })
  it('formats stream lengths', () => {
    expect(formatLength(83 * 60)).toBe('1h 23m')
    expect(formatLength(42 * 60)).toBe('42m')
  })
})
