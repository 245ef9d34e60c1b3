import { describe, expect, it } from 'vitest'
import type { HistoryEntry } from '~/lib/queries/library'
import { dayLabel, groupByDay, recentDistinctTracks } from './history-days'

const now = new Date('2026-03-07T15:00:00Z')
const play = (trackId: number, playedAt: string) =>
  ({ playedAt, track: { id: trackId, title: `Track ${trackId}` } }) as HistoryEntry
const grouped = (days: ReturnType<typeof groupByDay>) =>
  days.map((day) => [day.label, day.entries.map((entry) => entry.track.id)])

describe('history by day', () => {
  it("labels today, yesterday and older days as 'MMM d, yyyy'", () => {
    expect(dayLabel('2026-03-07', '2026-03-07')).toBe('Played today')
    expect(dayLabel('2026-03-06', '2026-03-07')).toBe('Yesterday')
    expect(dayLabel('2026-03-05', '2026-03-07')).toBe('Mar 5, 2026')
    expect(dayLabel('2025-12-31', '2026-03-07')).toBe('Dec 31, 2025')
    expect(dayLabel('2025-12-31', '2026-01-01')).toBe('Yesterday')
    expect(dayLabel('2024-02-29', '2024-03-01')).toBe('Yesterday')
  })

  it('groups newest-first plays into UTC days, newest day first', () => {
    const entries = [
      play(1, '2026-03-07T14:00:00Z'),
      play(2, '2026-03-07T01:00:00Z'),
      play(1, '2026-03-06T22:00:00Z'),
      play(3, '2026-02-28T09:00:00Z'),
    ]
    expect(grouped(groupByDay(entries, 'UTC', now))).toEqual([
      ['Played today', [1, 2]],
      ['Yesterday', [1]],
      ['Feb 28, 2026', [3]],
    ])
    expect(groupByDay([], 'UTC', now)).toEqual([])
  })

  it('groups by the calendar days of the time zone it is given, whatever zone the code runs in', () => {
    const entries = [play(1, '2026-03-07T14:00:00Z'), play(2, '2026-03-07T03:00:00Z'), play(3, '2026-03-06T20:00:00Z')]
    // Los Angeles (UTC-8): 06:00 on the 7th, 19:00 and 12:00 on the 6th; now is 07:00 on the 7th.
    expect(grouped(groupByDay(entries, 'America/Los_Angeles', now))).toEqual([
      ['Played today', [1]],
      ['Yesterday', [2, 3]],
    ])
    // Tokyo (UTC+9): 23:00, 12:00 and 05:00 on the 7th; now is 00:00 on the 8th.
    expect(grouped(groupByDay(entries, 'Asia/Tokyo', now))).toEqual([['Yesterday', [1, 2, 3]]])
  })

  it('picks the latest distinct tracks', () => {
    const at = now.toISOString()
    const entries = [play(1, at), play(1, at), play(2, at), play(1, at), play(3, at), play(4, at)]
    expect(recentDistinctTracks(entries, 3).map((track) => track.id)).toEqual([1, 2, 3])
    expect(recentDistinctTracks(entries.slice(0, 2), 3).map((track) => track.id)).toEqual([1])
  })
})
