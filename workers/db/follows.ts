import { and, eq, sql } from 'drizzle-orm'
import type { FollowState } from '../../contracts/follows'
import type { Db } from './client'
import { follows, users } from './schema'

/** users.follower_count recomputed from the rows, in the batch that changed them, so it cannot drift. */
const refreshFollowerCount = (db: Db, userId: number) =>
  db
    .update(users)
    .set({ followerCount: sql`(select count(*) from ${follows} where ${follows.followedId} = ${userId})` })
    .where(eq(users.id, userId))
    .returning({ followerCount: users.followerCount })

const pair = (followerId: number, followedId: number) =>
  and(eq(follows.followerId, followerId), eq(follows.followedId, followedId))

/** Following twice is following once (`started` says whether this call began it). The followed user must exist. */
export async function follow(
  db: Db,
  followerId: number,
  followedId: number,
): Promise<{ state: FollowState; started: boolean }> {
  const [inserted, [counted]] = await db.batch([
    db.insert(follows).values({ followerId, followedId }).onConflictDoNothing().returning({ id: follows.id }),
    refreshFollowerCount(db, followedId),
  ])
  return { state: { isFollowing: true, followerCount: counted.followerCount }, started: inserted.length > 0 }
}

/** Undefined when the user does not exist. */
export async function unfollow(db: Db, followerId: number, followedId: number): Promise<FollowState | undefined> {
  const [, [counted]] = await db.batch([
    db.delete(follows).where(pair(followerId, followedId)),
    refreshFollowerCount(db, followedId),
  ])
  return counted && { isFollowing: false, followerCount: counted.followerCount }
}

export async function isFollowing(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const [row] = await db.select({ id: follows.id }).from(follows).where(pair(followerId, followedId)).limit(1)
  return Boolean(row)
}
