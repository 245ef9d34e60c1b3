import { describe, expect, it } from 'vitest'
import type { Stream, Track } from '~/lib/queries/types'
import { averageStreamSeconds, recentStreams, topStreams, topTracks, totalPlays, totalViewers } from './dashboard-stats'

const stream = (id: number, values: Partial<Stream>): Stream =>
  ({
    id,
    isLive: false,
    viewerCount: 0,
    peakViewerCount: 0,
    startedAt: null,
    endedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...values,
  }) as Stream
const track = (id: number, playCount: number) => ({ id, playCount }) as Track

describe('dashboard stats', () => {
  it('averages the length of ended streams only', () => {
    const streams = [
      stream(1, { startedAt: '2026-01-01T10:00:00Z', endedAt: '2026-01-01T11:00:00Z' }),
      stream(2, { startedAt: '2026-01-02T10:00:00Z', endedAt: '2026-01-02T10:30:00Z' }),
      stream(3, { isLive: true, startedAt: '2026-01-03T10:00:00Z' }),
    ]
    expect(averageStreamSeconds(streams)).toBe(45 * 60)
  })
  it('has no average when no stream has ended', () => {
    expect(averageStreamSeconds([])).toBeNull()
    expect(averageStreamSeconds([stream(1, { isLive: true, startedAt: '2026-01-03T10:00:00Z' })])).toBeNull()
  })
  it('sums plays and peak viewers', () => {
    expect(totalPlays([track(1, 3), track(2, 4)])).toBe(7)
    expect(
      totalViewers([
        stream(1, { peakViewerCount: 5 }),
        stream(2, { isLive: true, viewerCount: 2, peakViewerCount: 1 }),
      ]),
    ).toBe(7)
  })
  it('ranks the top 5 tracks by plays and streams by peak viewers', () => {
    const tracks = [1, 9, 3, 7, 5, 8].map((plays, index) => track(index, plays))
    expect(topTracks(tracks).map((item) => item.playCount)).toEqual([9, 8, 7, 5, 3])
    const streams = [2, 6, 4].map((peak, index) => stream(index, { peakViewerCount: peak }))
    expect(topStreams(streams).map((item) => item.peakViewerCount)).toEqual([6, 4, 2])
  })
  it('lists the 3 most recently started streams', () => {
    const streams = ['2026-01-01', '2026-01-04', '2026-01-02', '2026-01-03'].map((day, index) =>
      stream(index, { startedAt: `${day}T00:00:00Z` }),
    )
    expect(recentStreams(streams).map((item) => item.id)).toEqual([1, 3, 2])
  })
})
