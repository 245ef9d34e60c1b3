import { and, count, eq, sql } from 'drizzle-orm'
import type { RepostState, RepostableType } from '../../contracts/reposts'
import type { Db } from './client'
import { listedPlaylist, listedTrack } from './listed'
import { playlists, reposts, tracks } from './schema'

export interface RepostTarget {
  contentType: RepostableType
  contentId: number
}

const repostableTables = { track: tracks, playlist: playlists }
const listedOf = { track: listedTrack, playlist: listedPlaylist }

/**
 * Whether the thing may be reposted, or its reposts read: public only, even for its owner, as reposts are shown to
 * others (docs/decisions/042-private-links-and-scheduled-releases.md).
 */
export async function repostableExists(db: Db, { contentType, contentId }: RepostTarget): Promise<boolean> {
  const table = repostableTables[contentType]
  const row = await db.get(sql`select 1 from ${table} where id = ${contentId} and ${listedOf[contentType]}`)
  return row != null
}

const rowsOf = ({ contentType, contentId }: RepostTarget) =>
  and(eq(reposts.contentType, contentType), eq(reposts.contentId, contentId))

const countOf = (db: Db, target: RepostTarget) => db.select({ count: count() }).from(reposts).where(rowsOf(target))

const repostedBy = (db: Db, userId: number, target: RepostTarget) =>
  db
    .select({ id: reposts.id })
    .from(reposts)
    .where(and(eq(reposts.userId, userId), rowsOf(target)))
    .limit(1)

/** The count from rows, and whether the viewer (null for a visitor) reposted it. */
export async function repostState(db: Db, viewerId: number | null, target: RepostTarget): Promise<RepostState> {
  const [[{ count }], reposted] = await Promise.all([
    countOf(db, target),
    viewerId === null ? [] : repostedBy(db, viewerId, target),
  ])
  return { isReposted: reposted.length > 0, count }
}

/** Tracks and playlists keep a repost counter that must equal their reposts rows, as like counters do. */
function recountReposts(db: Db, { contentType, contentId }: RepostTarget) {
  const repostCount = sql<number>`(select count(*) from reposts where content_type = ${contentType} and content_id = ${contentId})`
  const table = repostableTables[contentType]
  return db.update(table).set({ repostCount }).where(eq(table.id, contentId))
}

/** Reposts or undoes it idempotently; the row change and the counter recount share one transaction. */
export async function setReposted(
  db: Db,
  userId: number,
  target: RepostTarget,
  isReposted: boolean,
): Promise<RepostState> {
  const change = isReposted
    ? db
        .insert(reposts)
        .values({ userId, ...target })
        .onConflictDoNothing()
    : db.delete(reposts).where(and(eq(reposts.userId, userId), rowsOf(target)))
  const [, [{ count }]] = await db.batch([change, countOf(db, target), recountReposts(db, target)])
  return { isReposted, count }
}

/** The statement deleting the reposts of a track or playlist being deleted, for its batch. */
export const deleteRepostsOf = (db: Db, target: RepostTarget) => db.delete(reposts).where(rowsOf(target))
