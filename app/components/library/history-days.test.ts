import { describe, expect, it } from 'vitest'
import type { HistoryEntry } from '~/lib/queries/library'
import { dayLabel, groupByDay, recentDistinctTracks } from './history-days'

const now = new Date(2026, 2, 7, 15, 0)
const play = (trackId: number, playedAt: Date) => ({ playedAt: playedAt.toISOString(), track: { id: trackId, title: `Track ${trackId}` } }) as HistoryEntry

describe('history by day', () => {
  it("labels today, yesterday and older days as 'MMM d, yyyy'", () => {
    expect(dayLabel(new Date(2026, 2, 7, 0, 1), now)).toBe('Played today')
    expect(dayLabel(new Date(2026, 2, 6, 23, 59), now)).toBe('Yesterday')
    expect(dayLabel(new Date(2026, 2, 5, 12, 0), now)).toBe('Mar 5, 2026')
    expect(dayLabel(new Date(2025, 11, 31, 12, 0), now)).toBe('Dec 31, 2025')
  })

  it('groups newest-first plays into days, newest day first', () => {
    const entries = [play(1, new Date(2026, 2, 7, 14)), play(2, new Date(2026, 2, 7, 1)), play(1, new Date(2026, 2, 6, 22)), play(3, new Date(2026, 1, 28, 9))]
    expect(groupByDay(entries, now).map((day) => [day.label, day.entries.map((entry) => entry.track.id)])).toEqual([
      ['Played today', [1, 2]],
      ['Yesterday', [1]],
      ['Feb 28, 2026', [3]],
    ])
    expect(groupByDay([], now)).toEqual([])
  })

  it('picks the latest distinct tracks', () => {
    const entries = [play(1, now), play(1, now), play(2, now), play(1, now), play(3, now), play(4, now)]
    expect(recentDistinctTracks(entries, 3).map((track) => track.id)).toEqual([1, 2, 3])
    expect(recentDistinctTracks(entries.slice(0, 2), 3).map((track) => track.id)).toEqual([1])
  })
})
