import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { mediaUrl } from '../media/store'
import type { Db } from './client'
import {
  comments,
  follows,
  likes,
  playEvents,
  playlists,
  posts,
  rateLimits,
  reposts,
  streams,
  tracks,
  uploads,
  users,
} from './schema'

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/**
 * Deletes the user and everything of theirs in one batch, one transaction; returns the URLs of their uploads, for the
 * caller to delete the files nobody else uses. The user's row cascades to their sessions, settings, tracks (with
 * their plays and playlist entries), posts, streams, likes, reposts, comments, follows both ways, playlists, plays and
 * uploads. What no foreign key reaches is deleted here: others' likes, reposts and comments on their things (those name
 * content by type and id), and the rate limits keyed to them (`limitKeys`), which would otherwise greet whoever
 * registers the name next. Counters of other people's things are recounted first from the rows that stay, so each
 * still equals its rows: the likes, reposts, follows and plays the user gave simply go. Comment counts follow their
 * rows by themselves (the triggers of migrations/0005_comments.sql fire on the cascade too).
 */
export async function deleteAccount(db: Db, userId: number, limitKeys: string[]): Promise<string[]> {
  const theirs = (userColumn: SQLiteColumn) => eq(userColumn, userId)
  const othersOnly = (userColumn: SQLiteColumn) => sql`(${userColumn} is null or ${userColumn} <> ${userId})`
  const count = (from: SQL) => sql<number>`(select count(*) from ${from})`
  const ownedContent = (table: typeof likes | typeof comments) =>
    or(
      and(
        eq(table.contentType, 'track'),
        inArray(table.contentId, db.select({ id: tracks.id }).from(tracks).where(theirs(tracks.userId))),
      ),
      and(
        eq(table.contentType, 'post'),
        inArray(table.contentId, db.select({ id: posts.id }).from(posts).where(theirs(posts.userId))),
      ),
      and(
        eq(table.contentType, 'stream'),
        inArray(table.contentId, db.select({ id: streams.id }).from(streams).where(theirs(streams.userId))),
      ),
    )
  const given = (table: typeof likes, type: 'track' | 'post') =>
    db
      .select({ id: table.contentId })
      .from(table)
      .where(and(theirs(table.userId), eq(table.contentType, type)))
  const repostedByThem = (type: 'track' | 'playlist') =>
    db
      .select({ id: reposts.contentId })
      .from(reposts)
      .where(and(theirs(reposts.userId), eq(reposts.contentType, type)))
  const othersReposts = (type: 'track' | 'playlist', id: SQLiteColumn) =>
    count(
      sql`${reposts} where ${reposts.contentType} = ${type} and ${reposts.contentId} = ${id} and ${othersOnly(reposts.userId)}`,
    )
  const [ownUploads] = await db.batch([
    db.select({ key: uploads.key }).from(uploads).where(theirs(uploads.userId)),
    db
      .update(tracks)
      .set({
        likeCount: count(
          sql`${likes} where ${likes.contentType} = 'track' and ${likes.contentId} = ${tracks.id} and ${othersOnly(likes.userId)}`,
        ),
      })
      .where(inArray(tracks.id, given(likes, 'track'))),
    db
      .update(posts)
      .set({
        likeCount: count(
          sql`${likes} where ${likes.contentType} = 'post' and ${likes.contentId} = ${posts.id} and ${othersOnly(likes.userId)}`,
        ),
      })
      .where(inArray(posts.id, given(likes, 'post'))),
    db
      .update(tracks)
      .set({ repostCount: othersReposts('track', tracks.id) })
      .where(inArray(tracks.id, repostedByThem('track'))),
    db
      .update(playlists)
      .set({ repostCount: othersReposts('playlist', playlists.id) })
      .where(inArray(playlists.id, repostedByThem('playlist'))),
    db
      .update(users)
      .set({
        followerCount: count(
          sql`${follows} where ${follows.followedId} = ${users.id} and ${othersOnly(follows.followerId)}`,
        ),
      })
      .where(inArray(users.id, db.select({ id: follows.followedId }).from(follows).where(theirs(follows.followerId)))),
    db
      .update(tracks)
      .set({
        playCount: count(
          sql`${playEvents} where ${playEvents.trackId} = ${tracks.id} and ${othersOnly(playEvents.userId)}`,
        ),
      })
      .where(
        inArray(tracks.id, db.select({ id: playEvents.trackId }).from(playEvents).where(theirs(playEvents.userId))),
      ),
    db.delete(likes).where(ownedContent(likes)),
    db.delete(comments).where(ownedContent(comments)),
    db
      .delete(reposts)
      .where(
        or(
          and(
            eq(reposts.contentType, 'track'),
            inArray(reposts.contentId, db.select({ id: tracks.id }).from(tracks).where(theirs(tracks.userId))),
          ),
          and(
            eq(reposts.contentType, 'playlist'),
            inArray(reposts.contentId, db.select({ id: playlists.id }).from(playlists).where(theirs(playlists.userId))),
          ),
        ),
      ),
    db.delete(rateLimits).where(inArray(rateLimits.key, limitKeys)),
    db.delete(users).where(eq(users.id, userId)),
  ])
  return ownUploads.map((upload) => mediaUrl(upload.key))
}
