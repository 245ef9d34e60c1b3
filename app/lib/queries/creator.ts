import { queryOptions } from '@tanstack/react-query'
import type { DailyPlays } from '../../../contracts/tracks'
import type { Post, Track } from './types'

/** A recording is the track published when a live stream ends (PRODUCT.md §4). */
export const RECORDING_SUFFIX = ' (live recording)'

export const LATEST_TRACKS_PATH = '/api/tracks?limit=50'

export const creatorQueries = {
  post: (id: number) => queryOptions<Post>({ queryKey: [`/api/posts/${id}`] }),
  /** The newest tracks, from which the Streams page picks the recordings. */
  latestTracks: () => queryOptions<Track[]>({ queryKey: [LATEST_TRACKS_PATH] }),
  playsPerDay: (days: number) => queryOptions<DailyPlays[]>({ queryKey: [`/api/analytics/plays?days=${days}`] }),
}
