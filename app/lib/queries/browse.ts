import { queryOptions } from '@tanstack/react-query'
import type { PostSearchResult, StreamSearchResult, TrackSearchResult, UserSearchResult } from '../../../contracts/search'
import type { TrackSort } from '../../../contracts/tracks'
import type { PublicUser } from '../../../contracts/user'
import type { Track } from './types'

export const userPath = (id: number | string) => `/api/users/${id}`
export const userByUsernamePath = (username: string) => `/api/users/by-username/${encodeURIComponent(username)}`

export const TRACKS_PAGE_SIZE = 24

/** GET /api/tracks, its parameters in one fixed order so the same list always has the same key. */
export function trackListPath({ sort, genre, limit, offset }: { sort?: TrackSort; genre?: string; limit: number; offset?: number }) {
  const params = new URLSearchParams()
  if (sort) params.set('sort', sort)
  if (genre) params.set('genre', genre)
  params.set('limit', String(limit))
  if (offset) params.set('offset', String(offset))
  return `/api/tracks?${params}`
}

export const browseQueries = {
  user: (id: number) => queryOptions<PublicUser>({ queryKey: [userPath(id)] }),
  trackList: (options: Parameters<typeof trackListPath>[0]) => queryOptions<Track[]>({ queryKey: [trackListPath(options)] }),
}

export interface SearchResults {
  tracks: TrackSearchResult[]
  users: UserSearchResult[]
  streams: StreamSearchResult[]
  posts: PostSearchResult[]
}

/** SPEC §7: the four search calls, in this order. */
export const SEARCH_KINDS = ['tracks', 'users', 'streams', 'posts'] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]

export const searchPath = (kind: SearchKind, query: string) => `/api/search/${kind}?query=${encodeURIComponent(query)}`

export const searchQuery = <Kind extends SearchKind>(kind: Kind, query: string) =>
  queryOptions<SearchResults[Kind]>({ queryKey: [searchPath(kind, query)], enabled: query.trim().length > 0 })
