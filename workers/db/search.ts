import { desc, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { PostSearchResult, StreamSearchResult, TrackSearchResult, UserSearchResult } from '../../contracts/search'
import type { Db } from './client'
import { listedTrack } from './listed'
import { posts, streams, tracks, users } from './schema'

const SEARCH_RESULT_LIMIT = 20

const POST_EXCERPT_LENGTH = 200

/** A word starts with a letter or digit; a combining accent stays in its word, so 'e\u0301' reads like 'é'. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu

/**
 * Words this short are read from the prefix index (migrations/0009: prefix='1 2'), and match much of a table. They
 * are also too short for the trigram index (migrations/0011), whose every term is three characters.
 */
const SHORT_WORD_LENGTH = 2

/** A word as an FTS5 string: never an operator. WORD holds no quote today; doubling keeps it closed should it widen. */
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`

const allOf = (words: string[]) => words.join(' AND ')

/**
 * The user's text as FTS5 expressions that are always valid and never an operator, the words ANDed: `whole` finds
 * each word as a whole word, `prefix` at the start of a word ("neo"* finds 'Neon'), and `inside`, for the trigram
 * index, the words longer than SHORT_WORD_LENGTH anywhere in the text ('night' is inside 'Midnight'); `shortWords`
 * holds the shorter words as prefixes, which an inside match must meet as well. `inside` is null when every word is
 * short: such a query matches word starts only. Null when the text holds no word.
 */
export function toMatchExpression(
  text: string,
): { whole: string; prefix: string; inside: string | null; shortWords: string | null } | null {
  const words = text.match(WORD)
  if (!words) return null
  const isShort = (word: string) => [...word].length <= SHORT_WORD_LENGTH
  const long = words.filter((word) => !isShort(word))
  const short = words.filter(isShort)
  return {
    whole: allOf(words.map(quoted)),
    prefix: allOf(words.map((word) => `${quoted(word)}*`)),
    inside: long.length > 0 ? allOf(long.map(quoted)) : null,
    shortWords: short.length > 0 ? allOf(short.map((word) => `${quoted(word)}*`)) : null,
  }
}

/**
 * A query that matches much of an index (a one-letter prefix matches nearly every row) would score and sort every
 * match: ranking looks at the newest this many, so its work stays bounded. A query matching fewer ranks them all.
 * Each candidate costs a bm25 score; 250 is over twelve pages of results (ADR 016).
 */
export const SEARCH_CANDIDATE_LIMIT = 250

type Match = NonNullable<ReturnType<typeof toMatchExpression>>

/** Whole words rank above word starts, and word starts above matches inside a word (ADR 016). */
const TIER = { whole: 0, prefix: 1, inside: 2 } as const

/**
 * One table's word index (migrations/0001_search.sql) and trigram index (migrations/0011_search_infix.sql), named
 * `${table}_fts` and `${table}_trigram`, with its title-like column and bm25 weights in its column order (title-like
 * first).
 */
const ftsIndex = (table: string, rowId: SQLiteColumn, titleColumn: string, weights: number[]) => {
  const words = sql.identifier(`${table}_fts`)
  const trigrams = sql.identifier(`${table}_trigram`)
  /**
   * bm25 ranks the newest SEARCH_CANDIDATE_LIMIT word starts, read in the index's own rowid order so FTS5 stops after
   * them. bm25 weighs each word by how many rows it matches, and counts them all to know: for a short word that is
   * much of the table (2 ms of 4 at 100,000 tracks for 'a', ADR 016), so it ranks queries with a longer word only.
   * Whole words are among the word starts and keep their score; the newest whole words are marked so they rank first,
   * without a second count (one whole word older than every scored word start ranks last of them).
   */
  const wordMatches = (whole: string, prefix: string) =>
    sql`select * from (select rowid, ${TIER.prefix} as tier, bm25(${words}, ${sql.raw(weights.join(', '))}) as score
        from ${words} where ${words} match ${prefix} order by rowid desc limit ${SEARCH_CANDIDATE_LIMIT})
      union all select rowid, ${TIER.whole} as tier, 0 as score from (select rowid from ${words} where ${words} match ${whole}
        order by rowid desc limit ${SEARCH_CANDIDATE_LIMIT})`
  /**
   * Ranks by where it matched instead: the newest page matching in the title-like column first, then the newest of
   * the rest; FTS5 stops after a page of each and counts nothing. `keep`, when given, filters the newest
   * SEARCH_CANDIDATE_LIMIT matches, so its work stays bounded too. `after`, when given, names better matches: once
   * they fill a page this reads nothing (a limit of 0 stops before the index is opened).
   */
  const byPlace = (
    tier: number,
    index: typeof words,
    expression: string,
    { keep, after }: { keep?: SQL; after?: SQL } = {},
  ) => {
    const newest = (match: string, pageLimit: number) => {
      const limit = after
        ? sql`(select iif(count(distinct rowid) < ${SEARCH_RESULT_LIMIT}, ${pageLimit}, 0) from ${after})`
        : sql`${pageLimit}`
      return keep
        ? sql`select rowid from (select rowid from ${index} where ${index} match ${match} order by rowid desc
            limit ${SEARCH_CANDIDATE_LIMIT}) as candidate where ${keep} order by rowid desc limit ${limit}`
        : sql`select rowid from ${index} where ${index} match ${match} order by rowid desc limit ${limit}`
    }
    return sql`select rowid, ${tier} as tier, 0 as score from (${newest(`${titleColumn} : (${expression})`, SEARCH_RESULT_LIMIT)})
      union all select rowid, ${tier} as tier, 1 as score from (${newest(expression, SEARCH_RESULT_LIMIT * 2)})`
  }
  const matchesWords = (expression: string | null) =>
    expression === null
      ? undefined
      : sql`exists (select 1 from ${words} where ${words} match ${expression} and ${words}.rowid = candidate.rowid)`
  /**
   * A query of short words only (`a`, `dj`) matches much of the table and says little to bm25: it ranks by place, as
   * a type-ahead shows. A longer query ranks whole words, then word starts, each by bm25, then matches inside a word
   * by place, read only when the word index found less than a page: a substring of three letters is in a great many
   * rows, and its bm25 would count them all.
   */
  const scored = ({ whole, prefix, inside, shortWords }: Match) =>
    inside === null
      ? byPlace(TIER.prefix, words, prefix)
      : sql`with word_matches as (${wordMatches(whole, prefix)})
          select * from word_matches
          union all ${byPlace(TIER.inside, trigrams, inside, { keep: matchesWords(shortWords), after: sql`word_matches` })}`
  return {
    /**
     * The best SEARCH_RESULT_LIMIT matching rows, to join to `rowId`'s table: the base table is read for a page only,
     * and for `shown`, a condition on `candidate.rowid` that drops rows others may not see before the page is cut.
     * A row found several ways keeps its best tier and its best score: a bm25 score (below 0) beats a place (0 or 1).
     */
    best: (match: Match, shown?: SQL) =>
      [
        sql`(select rowid, min(tier) as tier, min(score) as score from (${scored(match)}) as candidate
          ${shown ? sql`where ${shown}` : sql``} group by rowid
          order by tier, score, rowid desc limit ${SEARCH_RESULT_LIMIT}) as best`,
        sql`best.rowid = ${rowId}`,
      ] as const,
    /** The better tier first, then the lower score; ties go to the newest row. */
    ranking: [sql`best.tier`, sql`best.score`, desc(rowId)] as const,
  }
}

const tracksIndex = ftsIndex('tracks', tracks.id, 'title', [10, 5, 2])
const usersIndex = ftsIndex('users', users.id, 'username', [10, 5])
const streamsIndex = ftsIndex('streams', streams.id, 'title', [10, 1])
const postsIndex = ftsIndex('posts', posts.id, 'title', [10, 1])

/** A private track leaves the candidates before the best are chosen, so a page of public matches stays whole. */
const listedCandidate = sql`exists (select 1 from ${tracks} where ${tracks.id} = candidate.rowid and ${listedTrack})`

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
    .innerJoin(...tracksIndex.best(match, listedCandidate))
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
