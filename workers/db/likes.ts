import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { LikeState, LikeableType } from '../../contracts/likes'
import type { ListedTrack } from '../../contracts/tracks'
import type { Db } from './client'
import { likes, posts, streams, tracks, users } from './schema'
import { listedOrOwnedBy, listedTrack } from './listed'
import { listedTrackColumns, toListedTrack } from './tracks'

export interface LikeTarget {
  contentType: LikeableType
  contentId: number
}

const likeableTables = { track: tracks, post: posts, stream: streams }

export async function contentExists(db: Db, { contentType, contentId }: LikeTarget): Promise<boolean> {
  const table = likeableTables[contentType]
  const row = await db.get(sql`select 1 from ${table} where id = ${contentId}`)
  return row != null
}

/**
 * Whether the viewer (null for a visitor) may like the thing or read its likes: a private track only by its owner, as
 * to everyone else it does not exist (docs/decisions/042-private-links-and-scheduled-releases.md).
 */
export async function likeableBy(db: Db, target: LikeTarget, viewerId: number | null): Promise<boolean> {
  if (target.contentType !== 'track') return contentExists(db, target)
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.id, target.contentId), listedOrOwnedBy(viewerId)))
    .limit(1)
  return row != null
}

const rowsOf = ({ contentType, contentId }: LikeTarget) =>
  and(eq(likes.contentType, contentType), eq(likes.contentId, contentId))

const countOf = (db: Db, target: LikeTarget) => db.select({ count: count() }).from(likes).where(rowsOf(target))

export async function countLikes(db: Db, target: LikeTarget): Promise<number> {
  const [{ count }] = await countOf(db, target)
  return count
}

export async function isLikedBy(db: Db, userId: number, target: LikeTarget): Promise<boolean> {
  const [row] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.userId, userId), rowsOf(target)))
    .limit(1)
  return row != null
}

/** Streams keep no like counter; tracks and posts keep one that must equal their likes rows. */
function recountLikes(db: Db, { contentType, contentId }: LikeTarget) {
  const likeCount = sql<number>`(select count(*) from likes where content_type = ${contentType} and content_id = ${contentId})`
  if (contentType === 'track') return [db.update(tracks).set({ likeCount }).where(eq(tracks.id, contentId))]
  if (contentType === 'post') return [db.update(posts).set({ likeCount }).where(eq(posts.id, contentId))]
  return []
}

/** Likes or unlikes idempotently; the row change and the counter recount share one transaction. */
export async function setLiked(db: Db, userId: number, target: LikeTarget, isLiked: boolean): Promise<LikeState> {
  const change = isLiked
    ? db
        .insert(likes)
        .values({ userId, ...target })
        .onConflictDoNothing()
    : db.delete(likes).where(and(eq(likes.userId, userId), rowsOf(target)))
  const [, [{ count }]] = await db.batch([change, countOf(db, target), ...recountLikes(db, target)])
  return { isLiked, count }
}

/** A page of the tracks a user liked, the most recently liked first. */
export async function listLikedTracks(db: Db, userId: number, { limit, offset }: PageQuery): Promise<ListedTrack[]> {
  const rows = await db
    .select(listedTrackColumns)
    .from(likes)
    .innerJoin(tracks, eq(tracks.id, likes.contentId))
    .innerJoin(users, eq(users.id, tracks.userId))
    .where(and(eq(likes.userId, userId), eq(likes.contentType, 'track'), listedTrack))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toListedTrack)
}
