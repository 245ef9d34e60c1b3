import { and, eq, sql, type SQL } from 'drizzle-orm'
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { FeedEntry, FeedItem, FeedPage, FeedPageQuery, FeedPlaylist, FeedStream } from '../../contracts/reposts'
import type { UserSummary } from '../../contracts/tracks'
import type { Db } from './client'
import { listedPlaylist, listedTrack } from './listed'
import { playlists, streams, tracks, users } from './schema'
import { listedTrackColumns, toListedTrack, type ListedTrackRow } from './tracks'

/**
 * The feed of followed creators and a profile's Reposts tab are pages of entries, newest first: each entry is one
 * thing a creator did (`kind`), when (`at`), by whom (`actor_id`), about which track, playlist or stream. A source is
 * a select of those columns; `readEntries` pages any source the same way, in one statement
 * (docs/decisions/043-reposts-and-a-feed-of-followed-creators.md).
 */
type EntrySource = SQL

const followedBy = (viewerId: number) => sql`select followed_id from follows where follower_id = ${viewerId}`

/** Uploads, reposts and go-lives of the creators the viewer follows; each arm reads a (user_id, time) index. */
export const followedCreatorsActivity = (viewerId: number): EntrySource => sql`
  select 'upload' as kind, id as entry_id, user_id as actor_id, uploaded_at as at, 'track' as content_type, id as content_id
    from tracks where user_id in (${followedBy(viewerId)}) and stream_id is null
  union all
  select 'repost', id, user_id, created_at, content_type, content_id
    from reposts where user_id in (${followedBy(viewerId)})
  union all
  select 'live', id, user_id, started_at, 'stream', id
    from streams where user_id in (${followedBy(viewerId)}) and started_at is not null`

/** What one user reposted. */
export const repostsOf = (userId: number): EntrySource => sql`
  select 'repost' as kind, id as entry_id, user_id as actor_id, created_at as at, content_type, content_id
    from reposts where user_id = ${userId}`

/**
 * Whether an entry is shown: its track, playlist or stream still exists (tracks and playlists are joined only when
 * listed for everyone, workers/db/listed.ts). The one place that decides which entries everyone may see, for the
 * feed and the Reposts tab alike.
 */
const isShown = sql`(${tracks.id} is not null or ${playlists.id} is not null or s.id is not null)`

const after = (cursor: string | undefined) => {
  if (!cursor) return sql`1 = 1`
  const [at, kind, id] = cursor.split('.')
  return sql`(e.at, e.kind, e.entry_id) < (${Number(at)}, ${kind}, ${Number(id)})`
}

/** A user's summary columns, of `users` or of an alias of it (an entry joins three users: actor and two authors). */
const summaryOf = (table: ReturnType<typeof alias<typeof users, string>>) => ({
  id: table.id,
  username: table.username,
  displayName: table.displayName,
  profileImageUrl: table.profileImageUrl,
})

const actor = alias(users, 'a')
const trackAuthor = alias(users, 'tu')
const playlistAuthor = alias(users, 'pu')
const stream = alias(streams, 's')
const entry = {
  kind: sql<FeedEntry['kind']>`e.kind`,
  id: sql<number>`e.entry_id`,
  at: sql<number>`e.at`,
}

type EntryRow = { kind: FeedEntry['kind']; id: number; at: number }

function itemOf(row: {
  track: ListedTrackRow['track'] | null
  trackAuthor: UserSummary | null
  playlist: Omit<FeedPlaylist, 'user'> | null
  playlistAuthor: UserSummary | null
  stream: FeedStream | null
}): FeedItem {
  if (row.track) return { type: 'track', track: toListedTrack({ track: row.track, user: row.trackAuthor! }) }
  if (row.playlist) return { type: 'playlist', playlist: { ...row.playlist, user: row.playlistAuthor! } }
  return { type: 'stream', stream: row.stream! }
}

const cursorOf = (row: EntryRow) => `${row.at}.${row.kind}.${row.id}`

/** A page of the source's entries, newest first, with the track, playlist or stream each is about: one statement. */
export async function readEntries(db: Db, source: EntrySource, { cursor, limit }: FeedPageQuery): Promise<FeedPage> {
  const about = (type: string, id: SQLiteColumn) => sql`e.content_type = ${type} and ${id} = e.content_id`
  const rows = await db
    .select({
      entry,
      actor: summaryOf(actor),
      track: listedTrackColumns.track,
      trackAuthor: summaryOf(trackAuthor),
      playlist: { id: playlists.id, name: playlists.name, repostCount: playlists.repostCount },
      playlistAuthor: summaryOf(playlistAuthor),
      stream: { id: stream.id, title: stream.title, isLive: stream.isLive, thumbnailUrl: stream.thumbnailUrl },
    })
    .from(sql`(${source}) e`)
    .innerJoin(actor, sql`${actor.id} = e.actor_id`)
    .leftJoin(tracks, and(about('track', tracks.id), listedTrack))
    .leftJoin(trackAuthor, eq(trackAuthor.id, tracks.userId))
    .leftJoin(playlists, and(about('playlist', playlists.id), listedPlaylist))
    .leftJoin(playlistAuthor, eq(playlistAuthor.id, playlists.userId))
    .leftJoin(stream, about('stream', stream.id))
    .where(sql`${isShown} and ${after(cursor)}`)
    .orderBy(sql`e.at desc, e.kind desc, e.entry_id desc`)
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  return {
    entries: page.map((row) => ({
      key: `${row.entry.kind}.${row.entry.id}`,
      kind: row.entry.kind,
      at: new Date(row.entry.at).toISOString(),
      actor: row.actor,
      item: itemOf(row),
    })),
    nextCursor: rows.length > limit ? cursorOf(page[page.length - 1].entry) : null,
  }
}
