import { and, desc, eq, sql } from 'drizzle-orm'
import type { PublicComment } from '../../contracts/comments'
import type { PageQuery } from '../../contracts/common'
import type { UserSummary } from '../../contracts/tracks'
import type { Db } from './client'
import { contentExists } from './likes'
import { listedTrack } from './listed'
import { comments, posts, tracks, users, type Comment } from './schema'
import { toUserSummary, userSummaryColumns } from './tracks'

export type CommentableType = 'track' | 'post'

export interface CommentTarget {
  contentType: CommentableType
  contentId: number
}

export const toPublicComment = ({ comment, user }: { comment: Comment; user: UserSummary }): PublicComment => ({
  id: comment.id,
  userId: comment.userId,
  user: toUserSummary(user),
  content: comment.text,
  timestampSeconds: comment.timestampSeconds,
  createdAt: comment.createdAt.toISOString(),
})

/** A page of the comments on a track or post, newest first; undefined when there is no such track or post. */
export async function listComments(
  db: Db,
  target: CommentTarget,
  { limit, offset }: PageQuery,
): Promise<PublicComment[] | undefined> {
  const rows = await db
    .select({ comment: comments, user: userSummaryColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.contentType, target.contentType), eq(comments.contentId, target.contentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset)
  // Only an empty page asks whether the track or post exists at all.
  if (rows.length === 0 && !(await contentExists(db, target))) return undefined
  return rows.map(toPublicComment)
}

export interface NewComment extends CommentTarget {
  userId: number
  content: string
  timestampSeconds: number | null
}

/** Inserts the comment; the triggers of migrations/0005_comments.sql count it on its track or post. */
export async function insertComment(db: Db, { content, ...values }: NewComment): Promise<Comment> {
  const [comment] = await db
    .insert(comments)
    .values({ ...values, text: content })
    .returning()
  return comment
}

/**
 * A comment with the owner of the track or post it is on (the two people who may delete it), and whether it is on a
 * private track.
 */
export async function findCommentWithContentOwner(
  db: Db,
  id: number,
): Promise<{ comment: Comment; contentOwnerId: number | null; onPrivateTrack: boolean } | undefined> {
  const [row] = await db
    .select({
      comment: comments,
      contentOwnerId: sql<number | null>`coalesce(${tracks.userId}, ${posts.userId})`,
      onPrivateTrack: sql<boolean>`coalesce(not ${listedTrack}, 0)`.mapWith(Boolean),
    })
    .from(comments)
    .leftJoin(tracks, and(eq(comments.contentType, 'track'), eq(tracks.id, comments.contentId)))
    .leftJoin(posts, and(eq(comments.contentType, 'post'), eq(posts.id, comments.contentId)))
    .where(eq(comments.id, id))
    .limit(1)
  return row
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id))
}
