import { queryOptions } from '@tanstack/react-query'
import type {
  PostSearchResult,
  StreamSearchResult,
  TrackSearchResult,
  UserSearchResult,
} from '../../../contracts/search'
import type { TrackSort } from '../../../contracts/tracks'
import type { PublicUser } from '../../../contracts/user'
import type { Track } from './types'

export const userPath = (id: number | string) => `/api/users/${id}`
export const userByUsernamePath = (username: string) => `/api/users/by-username/${encodeURIComponent(username)}`

/** A paged track list's page: the first fills a wide screen's first rows, 'Load more' adds the next. */
export const TRACKS_PAGE_SIZE = 12

export interface Page {
  limit: number
  offset?: number
}

/** A paged list's path, its parameters in one fixed order so the same list always has the same key. */
export function pagedPath(base: string, filters: Record<string, string | number | undefined>, { limit, offset }: Page) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value))
  params.set('limit', String(limit))
  if (offset) params.set('offset', String(offset))
  return `${base}?${params}`
}

/** GET /api/tracks. */
export const trackListPath = ({ sort, genre, ...page }: Page & { sort?: TrackSort; genre?: string }) =>
  pagedPath('/api/tracks', { sort, genre }, page)

/** GET /api/tracks/top-picks: the most played of the last 7 days, then the newest. */
export const topPicksPath = (page: Page) => pagedPath('/api/tracks/top-picks', {}, page)

/** GET /api/tracks/recordings: tracks made from live streams, newest first; or the recording of one stream. */
export const RECORDINGS_PATH = '/api/tracks/recordings'
export const recordingsPath = ({ streamId, ...page }: Page & { streamId?: number }) =>
  pagedPath(RECORDINGS_PATH, { streamId }, page)

export const browseQueries = {
  user: (id: number) => queryOptions<PublicUser>({ queryKey: [userPath(id)] }),
  userByUsername: (username: string) => queryOptions<PublicUser>({ queryKey: [userByUsernamePath(username)] }),
  /** Whether the signed-in user follows a creator. */
  followCheck: (creatorId: number) =>
    queryOptions<{ isFollowing: boolean }>({ queryKey: [`/api/follows/check/${creatorId}`] }),
  trackList: (options: Parameters<typeof trackListPath>[0]) =>
    queryOptions<Track[]>({ queryKey: [trackListPath(options)] }),
  topPicks: (page: Page) => queryOptions<Track[]>({ queryKey: [topPicksPath(page)] }),
  recordings: (options: Parameters<typeof recordingsPath>[0]) =>
    queryOptions<Track[]>({ queryKey: [recordingsPath(options)] }),
}

export interface SearchResults {
  tracks: TrackSearchResult[]
  users: UserSearchResult[]
  streams: StreamSearchResult[]
  posts: PostSearchResult[]
}

/** The four search calls, in this order. */
export const SEARCH_KINDS = ['tracks', 'users', 'streams', 'posts'] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]

export const searchPath = (kind: SearchKind, query: string) => `/api/search/${kind}?query=${encodeURIComponent(query)}`

export const searchQuery = <Kind extends SearchKind>(kind: Kind, query: string) =>
  queryOptions<SearchResults[Kind]>({ queryKey: [searchPath(kind, query)], enabled: query.trim().length > 0 })
