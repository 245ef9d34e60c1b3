import { z } from 'zod'
import type { PlaylistSummary } from './playlists'
import type { ListedTrack, UserSummary } from './tracks'

export type { RepostableType } from './plain-values'

/** POST, DELETE and GET /api/tracks/{id}/reposts and /api/playlists/{id}/reposts. */
export interface RepostState {
  /** Whether the viewer reposted it; false for a visitor. */
  isReposted: boolean
  count: number
}

const FEED_PAGE_MAX = 50

/** `{at ms}.{kind}.{id}` of the last entry of the page before: the next page starts after it. */
const CURSOR = /^\d{1,15}\.(upload|repost|live)\.\d{1,15}$/

/** GET /api/feed and GET /api/users/{userId}/reposts. */
export const feedPageQuerySchema = z.object({
  cursor: z.string().regex(CURSOR, 'Cursor is not one this server gave').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${FEED_PAGE_MAX}`)
    .max(FEED_PAGE_MAX, `Limit must be between 1 and ${FEED_PAGE_MAX}`)
    .default(20),
})

export type FeedPageQuery = z.output<typeof feedPageQuerySchema>

/** A playlist as a feed entry shows it. */
export type FeedPlaylist = Pick<PlaylistSummary, 'id' | 'name'> & { repostCount: number; user: UserSummary }

/** A go-live as a feed entry shows it. */
export interface FeedStream {
  id: number
  title: string
  isLive: boolean
  thumbnailUrl: string | null
}

/** What an entry is about. */
export type FeedItem =
  | { type: 'track'; track: ListedTrack }
  | { type: 'playlist'; playlist: FeedPlaylist }
  | { type: 'stream'; stream: FeedStream }

/** One thing a creator did: uploaded a track, reposted a track or playlist, went live. */
export interface FeedEntry {
  /** Unique within a feed: `{kind}.{id}`. */
  key: string
  kind: 'upload' | 'repost' | 'live'
  at: string
  actor: UserSummary
  item: FeedItem
}

export interface FeedPage {
  entries: FeedEntry[]
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null
}
