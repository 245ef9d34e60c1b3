import { and, eq, lte } from 'drizzle-orm'
import type { Db } from './db/client'
import { tracks } from './db/schema'
import { queueFanOuts } from './notification-queue'

/**
 * Makes public every scheduled track whose time has come and only then tells its owner's followers, once: the
 * update answers only the rows it changed, so a second run finds none of them again.
 */
export async function releaseDueTracks(db: Db, env: Env, now: number): Promise<void> {
  const released = await db
    .update(tracks)
    .set({ visibility: 'public', releaseAt: null })
    .where(and(eq(tracks.visibility, 'private'), lte(tracks.releaseAt, new Date(now))))
    .returning({ id: tracks.id, userId: tracks.userId, title: tracks.title })
  await queueFanOuts(
    env,
    released.map((track) => ({ type: 'upload', actorId: track.userId, targetId: track.id, subject: track.title })),
  )
}
