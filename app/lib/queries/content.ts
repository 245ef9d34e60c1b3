import { queryOptions, type Query } from '@tanstack/react-query'
import type { Creator, Post, Stream, Track, TrackDetail } from './types'

/** Recent Uploads on the home page, a row on a wide screen: the list holds only the cards it shows. */
export const RECENT_TRACKS_SHOWN = 4
/** The home page's row of live streams; See All opens every featured stream. */
export const FEATURED_STREAMS_SHOWN = 3
/** The home page's row of creators, of which the side navigation shows a visitor the first few. */
export const CREATORS_SHOWN = 5

const FEATURED_STREAMS_PATH = '/api/streams/featured'

/** `?s=` with a private link's secret (a track's `linkSecret`, a playlist page's address); nothing without one. */
export const privateLinkQuery = (token?: string | null) => (token ? `?s=${encodeURIComponent(token)}` : '')

/** Query keys are the API paths, so mutations can invalidate exactly what they changed. */
export const trackQueries = {
  recent: () => queryOptions<Track[]>({ queryKey: [`/api/tracks/recent?limit=${RECENT_TRACKS_SHOWN}`] }),
  byUser: (userId: number) => queryOptions<Track[]>({ queryKey: [`/api/tracks/user/${userId}`] }),
  detail: (id: number, token?: string | null) =>
    queryOptions<TrackDetail>({ queryKey: [`/api/tracks/${id}${privateLinkQuery(token)}`] }),
  /** The track page's Related tracks and what the player's radio queues after the track. */
  related: (id: number, token?: string | null) =>
    queryOptions<Track[]>({ queryKey: [`/api/tracks/${id}/related${privateLinkQuery(token)}`] }),
}

export const streamQueries = {
  featured: () => queryOptions<Stream[]>({ queryKey: [FEATURED_STREAMS_PATH] }),
  /** The home page's row: only the streams it shows. */
  featuredRow: () => queryOptions<Stream[]>({ queryKey: [`${FEATURED_STREAMS_PATH}?limit=${FEATURED_STREAMS_SHOWN}`] }),
  byUser: (userId: number) => queryOptions<Stream[]>({ queryKey: [`/api/streams/user/${userId}`] }),
  detail: (id: number) => queryOptions<Stream>({ queryKey: [`/api/streams/${id}`] }),
}

export const postQueries = {
  recent: () => queryOptions<Post[]>({ queryKey: ['/api/posts/recent'] }),
  byUser: (userId: number) => queryOptions<Post[]>({ queryKey: [`/api/posts/user/${userId}`] }),
}

export const creatorQueries = {
  recommended: () => queryOptions<Creator[]>({ queryKey: ['/api/creators/recommended'] }),
  /** The home page's row and the side navigation's suggestions: only the creators they show. */
  recommendedRow: () => queryOptions<Creator[]>({ queryKey: [`/api/creators/recommended?limit=${CREATORS_SHOWN}`] }),
}

/** Every list of featured streams, the whole one and the home page's row: what a change to a stream invalidates. */
export const isFeaturedStreamsQuery = (query: Query) =>
  String(query.queryKey[0]).split('?')[0] === FEATURED_STREAMS_PATH
