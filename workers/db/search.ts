import { desc, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { PostSearchResult, StreamSearchResult, TrackSearchResult, UserSearchResult } from '../../contracts/search'
import type { Db } from './client'
import { posts, streams, tracks, users } from './schema'

const SEARCH_RESULT_LIMIT = 20

const POST_EXCERPT_LENGTH = 200

/** A word starts with a letter or digit; a combining accent stays in its word, so 'e\u0301' reads like 'é'. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu

/** Words this short are read from the prefix index (migrations/0009: prefix='1 2'), and match much of a table. */
const SHORT_WORD_LENGTH = 2

/**
 * The user's text as an FTS5 expression that is always valid and never an operator: every word becomes a quoted
 * prefix string ("neo"* finds 'Neon'), and the words are ANDed. Null when the text holds no word. `short` says every
 * word is at most SHORT_WORD_LENGTH long.
 */
export function toMatchExpression(text: string): { expression: string; short: boolean } | null {
  const words = text.match(WORD)
  if (!words) return null
  // WORD holds no quote today; doubling keeps the string closed should it ever widen.
  const expression = words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' AND ')
  return { expression, short: words.every((word) => [...word].length <= SHORT_WORD_LENGTH) }
}

/**
 * A query that matches much of an index (a one-letter prefix matches nearly every row) would score and sort every
 * match: ranking looks at the newest this many, so its work stays bounded. A query matching fewer ranks them all.
 * Each candidate costs a bm25 score; 250 is over twelve pages of results (ADR 016).
 */
export const SEARCH_CANDIDATE_LIMIT = 250

type Match = NonNullable<ReturnType<typeof toMatchExpression>>

/**
 * One FTS5 index of migrations/0001_search.sql, with its title-like column and bm25 weights in its column order
 * (title-like first).
 */
const ftsIndex = (name: string, rowId: SQLiteColumn, titleColumn: string, weights: number[]) => {
  const table = sql.identifier(name)
  /**
   * bm25 ranks the newest SEARCH_CANDIDATE_LIMIT, read in the index's own rowid order so FTS5 stops after them. bm25
   * weighs each word by how many rows it matches, and counts them all to know: for a short word that is much of the
   * table (2 ms of 4 at 100,000 tracks for 'a', ADR 016), so a query of short words ranks by where it matched
   * instead, title-like column first, newest first, and FTS5 still stops after a page of each.
   */
  const scored = ({ expression, short }: Match) =>
    short
      ? sql`select rowid, 0 as score from (select rowid from ${table} where ${table} match ${`${titleColumn} : (${expression})`} order by rowid desc limit ${SEARCH_RESULT_LIMIT})
          union all select rowid, 1 as score from (select rowid from ${table} where ${table} match ${expression} order by rowid desc limit ${SEARCH_RESULT_LIMIT * 2})`
      : sql`select rowid, bm25(${table}, ${sql.raw(weights.join(', '))}) as score from ${table} where ${table} match ${expression} order by rowid desc limit ${SEARCH_CANDIDATE_LIMIT}`
  return {
    /** The best SEARCH_RESULT_LIMIT matching rows, to join to `rowId`'s table: the base table is read for a page only. */
    best: (match: Match) =>
      [
        sql`(select rowid, min(score) as score from (${scored(match)}) group by rowid order by score, rowid desc limit ${SEARCH_RESULT_LIMIT}) as best`,
        sql`best.rowid = ${rowId}`,
      ] as const,
    /** A lower score is a better match; ties go to the newest row. */
    ranking: [sql`best.score`, desc(rowId)] as const,
  }
}

const tracksIndex = ftsIndex('tracks_fts', tracks.id, 'title', [10, 5, 2])
const usersIndex = ftsIndex('users_fts', users.id, 'username', [10, 5])
const streamsIndex = ftsIndex('streams_fts', streams.id, 'title', [10, 1])
const postsIndex = ftsIndex('posts_fts', posts.id, 'title', [10, 1])

export async function searchTracks(db: Db, text: string): Promise<TrackSearchResult[]> {
  const match = toMatchExpression(text)
  if (!match) return []
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      artist_name: tracks.artistName,
      cover_url: tracks.coverUrl,
      genre: tracks.genre,
      duration: tracks.duration,
      user_id: tracks.userId,
    })
    .from(tracks)
    .innerJoin(...tracksIndex.best(match))
    .orderBy(...tracksIndex.ranking)
}

export async function searchUsers(db: Db, text: string): Promise<UserSearchResult[]> {
  const match = toMatchExpression(text)
  if (!match) return []
  return db
    .select({
      id: users.id,
      username: users.username,
      display_name: users.displayName,
      profile_image_url: users.profileImageUrl,
      follower_count: users.followerCount,
    })
    .from(users)
    .innerJoin(...usersIndex.best(match))
    .orderBy(...usersIndex.ranking)
}

export async function searchStreams(db: Db, text: string): Promise<StreamSearchResult[]> {
  const match = toMatchExpression(text)
  if (!match) return []
  return db
    .select({
      id: streams.id,
      title: streams.title,
      description: streams.description,
      thumbnail_url: streams.thumbnailUrl,
      is_live: streams.isLive,
      user_id: streams.userId,
    })
    .from(streams)
    .innerJoin(...streamsIndex.best(match))
    .orderBy(...streamsIndex.ranking)
}

export async function searchPosts(db: Db, text: string): Promise<PostSearchResult[]> {
  const match = toMatchExpression(text)
  if (!match) return []
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      image_url: posts.imageUrl,
      content: sql<string>`substr(${posts.content}, 1, ${POST_EXCERPT_LENGTH})`,
      user_id: posts.userId,
      created_at: posts.createdAt,
    })
    .from(posts)
    .innerJoin(...postsIndex.best(match))
    .orderBy(...postsIndex.ranking)
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
}
