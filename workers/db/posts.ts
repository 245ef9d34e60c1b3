import { and, desc, eq } from 'drizzle-orm'
import type { PublicPost } from '../../contracts/posts'
import type { UserSummary } from '../../contracts/tracks'
import type { Db } from './client'
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

/** A user's posts, newest first; undefined when there is no such user. */
export async function listPostsOfUser(db: Db, userId: number): Promise<PublicPost[] | undefined> {
  // Starting from the user tells "no such user" apart from "no posts yet" in one query.
  const rows = await db
    .select(postWithUser)
    .from(users)
    .leftJoin(posts, eq(posts.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(...newestFirst)
  if (rows.length === 0) return undefined
  return rows.flatMap(({ post, user }) => (post ? [toPublicPost({ post, user })] : []))
}

export async function findPost(db: Db, id: number): Promise<PublicPost | undefined> {
  const [row] = await db.select(postWithUser).from(posts).innerJoin(users, eq(users.id, posts.userId)).where(eq(posts.id, id)).limit(1)
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
