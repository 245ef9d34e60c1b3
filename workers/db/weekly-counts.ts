import { and, count, eq, exists, gt, lt, lte, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from './client'
import { likes, playEvents, tracks, weeklyCountsWindow } from './schema'

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const windowStart = sql`(select ${weeklyCountsWindow.since} from ${weeklyCountsWindow})`

/**
 * Moves the start of the weekly counters' window (tracks.week_plays and week_likes, migrations/0009) up to `since`,
 * taking off each track the play events and likes it passes. The triggers count a row only while it is newer than
 * the start, so after this the counters hold exactly the rows newer than `since`. The window row is written only
 * when some row was passed: with none, the counters already hold exactly those rows, and a read stays a read.
 */
export function moveWeeklyWindow(db: Db, since: Date) {
  const playsPassed = and(gt(playEvents.playedAt, windowStart), lte(playEvents.playedAt, since))
  const likesPassed = and(eq(likes.contentType, 'track'), gt(likes.createdAt, windowStart), lte(likes.createdAt, since))
  const passedPlays = db
    .select({ trackId: playEvents.trackId, passed: count().as('passed') })
    .from(playEvents)
    .where(playsPassed)
    .groupBy(playEvents.trackId)
    .as('passed_plays')
  const passedLikes = db
    .select({ trackId: likes.contentId, passed: count().as('passed') })
    .from(likes)
    .where(likesPassed)
    .groupBy(likes.contentId)
    .as('passed_likes')
  const somethingPassed = or(
    exists(db.select({ id: playEvents.id }).from(playEvents).where(playsPassed)),
    exists(db.select({ id: likes.id }).from(likes).where(likesPassed)),
  )
  return [
    db
      .update(tracks)
      .set({ weekPlays: sql`${tracks.weekPlays} - ${passedPlays.passed}` })
      .from(passedPlays)
      .where(eq(tracks.id, passedPlays.trackId)),
    db
      .update(tracks)
      .set({ weekLikes: sql`${tracks.weekLikes} - ${passedLikes.passed}` })
      .from(passedLikes)
      .where(eq(tracks.id, passedLikes.trackId)),
    db
      .update(weeklyCountsWindow)
      .set({ since })
      .where(and(lt(weeklyCountsWindow.since, since), somethingPassed)),
  ] as const
}

/** Brings the weekly counters to exactly the last 7 days (the hourly upkeep). */
export async function countLastWeek(db: Db, now = Date.now()): Promise<void> {
  await db.batch(moveWeeklyWindow(db, new Date(now - WEEK_MS)))
}

/**
 * Runs `query` in the transaction that first brings the weekly counters to exactly the last 7 days: one round trip.
 * D1 answers a batch's rows as objects, so the query must not select two columns of the same name.
 */
export async function readingLastWeek<Query extends BatchItem<'sqlite'>>(db: Db, query: Query) {
  const [, , , rows] = await db.batch([...moveWeeklyWindow(db, new Date(Date.now() - WEEK_MS)), query])
  return rows
}
