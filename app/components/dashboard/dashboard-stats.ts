import type { Stream, Track } from '~/lib/queries/types'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export const totalPlays = (tracks: Track[]) => sum(tracks.map((track) => track.playCount))

/** Everyone a stream reached: its peak audience (the live count drops to 0 when it ends). */
export const totalViewers = (streams: Stream[]) =>
  sum(streams.map((stream) => Math.max(stream.peakViewerCount, stream.viewerCount)))

/** Avg. Stream Length: the mean length of ended streams in seconds, or null when none has ended. */
export function averageStreamSeconds(streams: Stream[]): number | null {
  const lengths = streams
    .filter((stream) => !stream.isLive && stream.startedAt && stream.endedAt)
    .map((stream) => (Date.parse(stream.endedAt!) - Date.parse(stream.startedAt!)) / 1000)
    .filter((seconds) => seconds >= 0)
  return lengths.length ? sum(lengths) / lengths.length : null
}

export const topTracks = (tracks: Track[], count = 5) =>
  [...tracks].sort((a, b) => b.playCount - a.playCount).slice(0, count)

export const topStreams = (streams: Stream[], count = 5) =>
  [...streams]
    .sort((a, b) => Math.max(b.peakViewerCount, b.viewerCount) - Math.max(a.peakViewerCount, a.viewerCount))
    .slice(0, count)

const newestFirst = (a: string | null, b: string | null) => Date.parse(b ?? '') - Date.parse(a ?? '')

export const recentStreams = (streams: Stream[], count = 3) =>
  [...streams].sort((a, b) => newestFirst(a.startedAt ?? a.createdAt, b.startedAt ?? b.createdAt)).slice(0, count)
