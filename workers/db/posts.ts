import { and, desc, eq } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { PublicPost } from '../../contracts/posts'
import type { UserSummary } from '../../contracts/tracks'
import type { Db } from './client'
import { selectUserId } from './users'
import { comments, likes, posts, users, type Post } from './schema'
import { toUserSummary, userSummaryColumns } from './tracks'

const postWithUser = { post: posts, user: userSummaryColumns }

const newestFirst = [desc(posts.createdAt), desc(posts.id)]

export const toPublicPost = ({ post, user }: { post: Post; user: UserSummary }): PublicPost => ({
  id: post.id,
  userId: post.userId,
  title: post.title,
  content: post.content,
  imageUrl: post.imageUrl,
  likeCount: post.likeCount,
  commentCount: post.commentCount,
  postType: post.postType,
  tags: post.tags,
  createdAt: post.createdAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
  user: toUserSummary(user),
})

export async function listPosts(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<PublicPost[]> {
  const rows = await db
    .select(postWithUser)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
  return rows.map(toPublicPost)
}

/** A page of a user's posts, newest first; undefined when there is no such user. */
export async function listPostsOfUser(
  db: Db,
  userId: number,
  { limit, offset }: PageQuery,
): Promise<PublicPost[] | undefined> {
  // Whether the user exists is read alongside, in the same round trip (docs/decisions/045-*).
  const [rows, owner] = await Promise.all([
    db
      .select(postWithUser)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(eq(posts.userId, userId))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    selectUserId(db, userId),
  ])
  if (owner.length === 0) return undefined
  return rows.map(toPublicPost)
}

export async function findPost(db: Db, id: number): Promise<PublicPost | undefined> {
  const [row] = await db
    .select(postWithUser)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, id))
    .limit(1)
  return row && toPublicPost(row)
}

export type NewPost = Pick<Post, 'userId' | 'title' | 'content' | 'postType' | 'tags' | 'imageUrl'>

export async function insertPost(db: Db, values: NewPost): Promise<Post> {
  const [post] = await db.insert(posts).values(values).returning()
  return post
}

/** Removes the post with the likes and comments that point at it. */
export async function deletePost(db: Db, id: number): Promise<void> {
  await db.batch([
    db.delete(likes).where(and(eq(likes.contentType, 'post'), eq(likes.contentId, id))),
    db.delete(comments).where(and(eq(comments.contentType, 'post'), eq(comments.contentId, id))),
    db.delete(posts).where(eq(posts.id, id)),
  ])
}

export type PostChanges = Partial<Pick<Post, 'title' | 'content' | 'tags'>>

export async function updatePost(db: Db, id: number, changes: PostChanges): Promise<PublicPost> {
  await db
    .update(posts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(posts.id, id))
  return (await findPost(db, id))!
}
