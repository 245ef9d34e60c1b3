import { sql, type SQL } from 'drizzle-orm'
import type { FeedEntry, FeedItem, FeedPage, FeedPageQuery } from '../../contracts/reposts'
import type { UserSummary } from '../../contracts/tracks'
import type { Db } from './client'
import { listedPlaylist, listedTrack } from './listed'

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
const isShown = sql`(tracks.id is not null or playlists.id is not null or s.id is not null)`

const after = (cursor: string | undefined) => {
  if (!cursor) return sql`1 = 1`
  const [at, kind, id] = cursor.split('.')
  return sql`(e.at, e.kind, e.entry_id) < (${Number(at)}, ${kind}, ${Number(id)})`
}

const userColumns = (alias: string) =>
  sql.raw(
    `${alias}.id as ${alias}_id, ${alias}.username as ${alias}_username, ${alias}.display_name as ${alias}_display_name, ${alias}.profile_image_url as ${alias}_profile_image_url`,
  )

interface EntryRow extends Record<string, unknown> {
  kind: FeedEntry['kind']
  entry_id: number
  at: number
}

const userOf = (row: Record<string, unknown>, alias: string): UserSummary => ({
  id: row[`${alias}_id`] as number,
  username: row[`${alias}_username`] as string,
  displayName: row[`${alias}_display_name`] as string,
  profileImageUrl: row[`${alias}_profile_image_url`] as string | null,
})

function itemOf(row: EntryRow): FeedItem {
  if (row.t_id != null)
    return {
      type: 'track',
      track: {
        id: row.t_id as number,
        userId: row.t_user_id as number,
        title: row.t_title as string,
        artistName: row.t_artist_name as string,
        genre: row.t_genre as string | null,
        coverUrl: row.t_cover_url as string | null,
        audioUrl: row.t_audio_url as string,
        streamUrl: (row.t_stream_url as string | null) ?? (row.t_audio_url as string),
        duration: row.t_duration as number,
        playCount: row.t_play_count as number,
        likeCount: row.t_like_count as number,
        repostCount: row.t_repost_count as number,
        commentCount: row.t_comment_count as number,
        streamId: row.t_stream_id as number | null,
        loudnessLufs: row.t_loudness_lufs as number | null,
        truePeakDb: row.t_true_peak_db as number | null,
        uploadedAt: new Date(row.t_uploaded_at as number).toISOString(),
        user: userOf(row, 'tu'),
      },
    }
  if (row.p_id != null)
    return {
      type: 'playlist',
      playlist: {
        id: row.p_id as number,
        name: row.p_name as string,
        repostCount: row.p_repost_count as number,
        user: userOf(row, 'pu'),
      },
    }
  return {
    type: 'stream',
    stream: {
      id: row.s_id as number,
      title: row.s_title as string,
      isLive: Boolean(row.s_is_live),
      thumbnailUrl: row.s_thumbnail_url as string | null,
    },
  }
}

const cursorOf = (row: EntryRow) => `${row.at}.${row.kind}.${row.entry_id}`

/** A page of the source's entries, newest first, with the track, playlist or stream each is about: one statement. */
export async function readEntries(db: Db, source: EntrySource, { cursor, limit }: FeedPageQuery): Promise<FeedPage> {
  const rows = await db.all<EntryRow>(sql`
    select e.kind, e.entry_id, e.at, ${userColumns('a')},
      tracks.id as t_id, tracks.user_id as t_user_id, tracks.title as t_title, tracks.artist_name as t_artist_name, tracks.genre as t_genre,
      tracks.cover_url as t_cover_url, tracks.audio_url as t_audio_url, tracks.stream_url as t_stream_url, tracks.duration as t_duration, tracks.play_count as t_play_count,
      tracks.like_count as t_like_count, tracks.repost_count as t_repost_count, tracks.comment_count as t_comment_count,
      tracks.stream_id as t_stream_id, tracks.loudness_lufs as t_loudness_lufs, tracks.true_peak_db as t_true_peak_db,
      tracks.uploaded_at as t_uploaded_at, ${userColumns('tu')},
      playlists.id as p_id, playlists.name as p_name, playlists.repost_count as p_repost_count, ${userColumns('pu')},
      s.id as s_id, s.title as s_title, s.is_live as s_is_live, s.thumbnail_url as s_thumbnail_url
    from (${source}) e
    join users a on a.id = e.actor_id
    left join tracks on e.content_type = 'track' and tracks.id = e.content_id and ${listedTrack}
    left join users tu on tu.id = tracks.user_id
    left join playlists on e.content_type = 'playlist' and playlists.id = e.content_id and ${listedPlaylist}
    left join users pu on pu.id = playlists.user_id
    left join streams s on e.content_type = 'stream' and s.id = e.content_id
    where ${isShown} and ${after(cursor)}
    order by e.at desc, e.kind desc, e.entry_id desc
    limit ${limit + 1}`)
  const page = rows.slice(0, limit)
  return {
    entries: page.map((row) => ({
      key: `${row.kind}.${row.entry_id}`,
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      actor: userOf(row, 'a'),
      item: itemOf(row),
    })),
    nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]) : null,
  }
}
