import { and, asc, count, desc, eq, exists, or, sql } from 'drizzle-orm'
import type { FollowedChannel, Genre, RecommendedCreator } from '../../contracts/users'
import type { Db } from './client'
import { listedTrack } from './listed'
import { follows, genres, streams, tracks, users } from './schema'
import { toPublicUser } from './users'

/*
 * Correlated subqueries, so a list costs one query. They are built with the query builder rather than written in
 * a sql template because drizzle strips the table names from a single-table select's sql fields, which would turn
 * `tracks.user_id = users.id` into `user_id = id`.
 */
const liveStreamTitle = (db: Db) =>
  sql<string | null>`${db
    .select({ title: streams.title })
    .from(streams)
    .where(and(eq(streams.userId, users.id), eq(streams.isLive, true)))
    .orderBy(desc(streams.startedAt))
    .limit(1)}`

const trackCount = (db: Db) =>
  sql<number>`${db
    .select({ count: count() })
    .from(tracks)
    .where(and(eq(tracks.userId, users.id), listedTrack))}`.mapWith(Number)

/** Users with at least one track or stream: live first, then by followers. */
export async function listRecommendedCreators(db: Db, limit: number): Promise<RecommendedCreator[]> {
  const rows = await db
    .select({ user: users, streamTitle: liveStreamTitle(db), trackCount: trackCount(db) })
    .from(users)
    .where(
      or(
        exists(
          db
            .select({ id: tracks.id })
            .from(tracks)
            .where(and(eq(tracks.userId, users.id), listedTrack)),
        ),
        exists(db.select({ id: streams.id }).from(streams).where(eq(streams.userId, users.id))),
      ),
    )
    .orderBy(desc(users.isStreaming), desc(users.followerCount), asc(users.id))
    .limit(limit)
  return rows.map(({ user, ...card }) => ({ ...toPublicUser(user), ...card }))
}

/** The creators a user follows, live first, then by name. */
export async function listFollowedChannels(db: Db, followerId: number): Promise<FollowedChannel[]> {
  const rows = await db
    .select({ user: users, streamTitle: liveStreamTitle(db) })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followedId))
    .where(eq(follows.followerId, followerId))
    .orderBy(desc(users.isStreaming), asc(sql`lower(${users.displayName})`), asc(users.id))
  return rows.map(({ user, streamTitle }) => ({ ...toPublicUser(user), isLive: user.isStreaming, streamTitle }))
}

export function listGenres(db: Db): Promise<Genre[]> {
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .orderBy(asc(sql`lower(${genres.name})`), asc(genres.id))
}
