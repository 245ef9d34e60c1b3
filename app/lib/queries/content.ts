import { queryOptions } from '@tanstack/react-query'
import type { Creator, Post, Stream, Track, TrackDetail } from './types'

/** Recent Uploads on the home page, a row on a wide screen: the list holds only the cards it shows. */
export const RECENT_TRACKS_SHOWN = 4

/** Query keys are the API paths (SPEC §7), so mutations can invalidate exactly what SPEC names. */
export const trackQueries = {
  recent: () => queryOptions<Track[]>({ queryKey: [`/api/tracks/recent?limit=${RECENT_TRACKS_SHOWN}`] }),
  byUser: (userId: number) => queryOptions<Track[]>({ queryKey: [`/api/tracks/user/${userId}`] }),
  detail: (id: number) => queryOptions<TrackDetail>({ queryKey: [`/api/tracks/${id}`] }),
}

export const streamQueries = {
  featured: () => queryOptions<Stream[]>({ queryKey: ['/api/streams/featured'] }),
  byUser: (userId: number) => queryOptions<Stream[]>({ queryKey: [`/api/streams/user/${userId}`] }),
  detail: (id: number) => queryOptions<Stream>({ queryKey: [`/api/streams/${id}`] }),
}

export const postQueries = {
  recent: () => queryOptions<Post[]>({ queryKey: ['/api/posts/recent'] }),
  byUser: (userId: number) => queryOptions<Post[]>({ queryKey: [`/api/posts/user/${userId}`] }),
}

export const creatorQueries = {
  recommended: () => queryOptions<Creator[]>({ queryKey: ['/api/creators/recommended'] }),
}
