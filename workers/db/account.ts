import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { mediaUrl } from '../media/store'
import type { Db } from './client'
import { anyOf } from './json-list'
import { comments, follows, likes, playEvents, posts, rateLimits, streams, tracks, uploads, users } from './schema'


const distinct = (rows: { id: number }[]) => [...new Set(rows.map((row) => row.id))]

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** What the user's rows touch outside their own: counters to recount once the rows are gone, and their media. */
async function footprintOf(db: Db, userId: number) {
  const [likedTracks, likedPosts, followed, played, commented, ownTracks, ownPosts, ownStreams, ownUploads] = await db.batch([
    db.select({ id: likes.contentId }).from(likes).where(and(eq(likes.userId, userId), eq(likes.contentType, 'track'))),
    db.select({ id: likes.contentId }).from(likes).where(and(eq(likes.userId, userId), eq(likes.contentType, 'post'))),
    db.select({ id: follows.followedId }).from(follows).where(eq(follows.followerId, userId)),
    db.select({ id: playEvents.trackId }).from(playEvents).where(eq(playEvents.userId, userId)),
    db.select({ id: comments.contentId }).from(comments).where(and(eq(comments.userId, userId), eq(comments.contentType, 'post'))),
    db.select({ id: tracks.id }).from(tracks).where(eq(tracks.userId, userId)),
    db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId)),
    db.select({ id: streams.id }).from(streams).where(eq(streams.userId, userId)),
    db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId)),
  ])
  return {
    likedTrackIds: distinct(likedTracks),
    likedPostIds: distinct(likedPosts),
    followedIds: distinct(followed),
    playedTrackIds: distinct(played),
    commentedPostIds: distinct(commented),
    owned: { track: distinct(ownTracks), post: distinct(ownPosts), stream: distinct(ownStreams) },
    mediaUrls: ownUploads.map((upload) => mediaUrl(upload.key)),
  }
}

/**
 * Deletes the user and everything of theirs in one transaction; returns the URLs of their uploads, for the caller to
 * delete the files nobody else uses. The user's row cascades to their sessions, settings, tracks, posts, streams,
 * likes, comments, follows both ways, playlists, plays and uploads. What no foreign key reaches is deleted here:
 * others' likes and comments on their things (those name content by type and id), and the rate limits keyed to
 * them (`limitKeys`), which would otherwise greet whoever registers the name next. Counters of other people's things
 * are then recounted from their rows, as every counter is.
 */
export async function deleteAccount(db: Db, userId: number, limitKeys: string[]): Promise<string[]> {
  const footprint = await footprintOf(db, userId)
  const onOwned = (table: typeof likes | typeof comments): SQL =>
    sql.join(
      (['track', 'post', 'stream'] as const).map((type) => sql`(${table.contentType} = ${type} and ${table.contentId} in ${anyOf(footprint.owned[type])})`),
      sql` or `,
    )
  const count = (from: SQL) => sql<number>`(select count(*) from ${from})`
  await db.batch([
    db.delete(likes).where(onOwned(likes)),
    db.delete(comments).where(onOwned(comments)),
    db.delete(rateLimits).where(inArray(rateLimits.key, limitKeys)),
    db.delete(users).where(eq(users.id, userId)),
    db
      .update(tracks)
      .set({ likeCount: count(sql`${likes} where ${likes.contentType} = 'track' and ${likes.contentId} = ${tracks.id}`) })
      .where(inArray(tracks.id, anyOf(footprint.likedTrackIds))),
    db
      .update(posts)
      .set({ likeCount: count(sql`${likes} where ${likes.contentType} = 'post' and ${likes.contentId} = ${posts.id}`) })
      .where(inArray(posts.id, anyOf(footprint.likedPostIds))),
    db
      .update(posts)
      .set({ commentCount: count(sql`${comments} where ${comments.contentType} = 'post' and ${comments.contentId} = ${posts.id}`) })
      .where(inArray(posts.id, anyOf(footprint.commentedPostIds))),
    db
      .update(users)
      .set({ followerCount: count(sql`${follows} where ${follows.followedId} = ${users.id}`) })
      .where(inArray(users.id, anyOf(footprint.followedIds))),
    db
      .update(tracks)
      .set({ playCount: count(sql`${playEvents} where ${playEvents.trackId} = ${tracks.id}`) })
      .where(inArray(tracks.id, anyOf(footprint.playedTrackIds))),
  ])
  return footprint.mediaUrls
}
