import { and, count, eq, exists, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'
import { likes, playEvents, tracks, weeklyCountsWindow } from './schema'

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const windowStart = sql`(select ${weeklyCountsWindow.since} from ${weeklyCountsWindow})`

/** Takes off each track's counter the rows of `source` that the window passes (`passedRows`), counted per track. */
function takeOffPassed(
  db: Db,
  counter: 'weekPlays' | 'weekLikes',
  source: typeof playEvents | typeof likes,
  trackId: SQLiteColumn,
  passedRows: SQL | undefined,
) {
  const passed = db
    .select({ trackId, passed: count().as('passed') })
    .from(source)
    .where(passedRows)
    .groupBy(trackId)
    .as(`passed_${counter}`)
  return db
    .update(tracks)
    .set({ [counter]: sql`${tracks[counter]} - ${passed.passed}` })
    .from(passed)
    .where(eq(tracks.id, passed.trackId))
}

/**
 * Moves the start of the weekly counters' window (tracks.week_plays and week_likes, migrations/0009) up to `since`,
 * taking off each track the play events and likes it passes. The triggers count a row only while it is newer than
 * the start, so after this the counters hold exactly the rows newer than `since`. The window row is written only
 * when some row was passed: with none, the counters already hold exactly those rows, and a read stays a read.
 */
export function moveWeeklyWindow(db: Db, since: Date) {
  const playsPassed = and(gt(playEvents.playedAt, windowStart), lte(playEvents.playedAt, since))
  const likesPassed = and(eq(likes.contentType, 'track'), gt(likes.createdAt, windowStart), lte(likes.createdAt, since))
  const somethingPassed = or(
    exists(db.select({ id: playEvents.id }).from(playEvents).where(playsPassed)),
    exists(db.select({ id: likes.id }).from(likes).where(likesPassed)),
  )
  return [
    takeOffPassed(db, 'weekPlays', playEvents, playEvents.trackId, playsPassed),
    takeOffPassed(db, 'weekLikes', likes, likes.contentId, likesPassed),
    db
      .update(weeklyCountsWindow)
      .set({ since })
      .where(and(lt(weeklyCountsWindow.since, since), somethingPassed)),
  ] as const
}

const weekBefore = (now: number) => new Date(now - WEEK_MS)

/** Brings the weekly counters to exactly the last 7 days (the hourly upkeep). */
export async function countLastWeek(db: Db, now = Date.now()): Promise<void> {
  await db.batch(moveWeeklyWindow(db, weekBefore(now)))
}

/**
 * Runs `query` in the transaction that first brings the weekly counters to exactly the last 7 days: one round trip.
 * D1 answers a batch's rows as objects, so the query must not select two columns of the same name.
 */
export async function readingLastWeek<Query extends BatchItem<'sqlite'>>(db: Db, query: Query) {
  const [, , , rows] = await db.batch([...moveWeeklyWindow(db, weekBefore(Date.now())), query])
  return rows
}
