import { and, eq, lte, type SQL } from 'drizzle-orm'
import type { Db } from './db/client'
import { listedTrack } from './db/listed'
import { tracks } from './db/schema'
import { queueFanOuts } from './notification-queue'

/**
 * Stores as public the scheduled tracks `due` picks and only then tells their owners' followers, once: the update
 * answers only the rows it changed, so a second run finds none of them again. Reads show such a track public from
 * its time on, whether or not this has run (workers/db/listed.ts).
 */
async function release(db: Db, env: Env, due: SQL | undefined): Promise<void> {
  const released = await db
    .update(tracks)
    .set({ visibility: 'public', releaseAt: null })
    .where(and(eq(tracks.visibility, 'private'), due))
    .returning({ id: tracks.id, userId: tracks.userId, title: tracks.title })
  await queueFanOuts(
    env,
    released.map((track) => ({ type: 'upload', actorId: track.userId, targetId: track.id, subject: track.title })),
  )
}

/** The every-minute cron's work: every track whose release time is `now` or earlier. */
export const releaseDueTracks = (db: Db, env: Env, now: number) =>
  release(db, env, lte(tracks.releaseAt, new Date(now)))

/**
 * One track, when reads already show it released: done before its owner changes it, so the change starts from the
 * stored release and its followers hear of it even if the change leaves it public or private.
 */
export const releaseIfDue = (db: Db, env: Env, trackId: number) =>
  release(db, env, and(eq(tracks.id, trackId), listedTrack))
