import { lte } from 'drizzle-orm'
import { getDb, type Db } from './db/client'
import { purgeExpiredKeys } from './db/idempotency-keys'
import { purgeExpiredLimits } from './db/rate-limits'
import { sessions } from './db/schema'
import { countLastWeek } from './db/weekly-counts'
import { countTrackAffinities } from './db/track-affinities'
import { releaseDueTracks } from './releases'

/**
 * Rows that can no longer mean anything: expired sessions, rate-limit windows that ran out long ago and
 * Idempotency-Keys older than 24 h.
 */
export async function purgeExpiredRows(db: Db, now = Date.now()) {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)))
  await purgeExpiredLimits(db, now)
  await purgeExpiredKeys(db, now)
}

/** The hourly one of the Worker's cron triggers (wrangler.toml); the other runs every minute. */
export const HOURLY_CRON = '17 * * * *'

/**
 * The Worker's cron triggers (wrangler.toml): every minute, scheduled releases fall due, so a track turns public
 * within a minute of its time; every hour, upkeep.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  const db = getDb(env.DB)
  if (controller.cron !== HOURLY_CRON) return ctx.waitUntil(releaseDueTracks(db, env, controller.scheduledTime))
  // The weekly counters too, so the list that next reads them finds at most an hour of rows to take off; and what
  // listeners also chose, which related tracks read.
  ctx.waitUntil(Promise.all([purgeExpiredRows(db), countLastWeek(db), countTrackAffinities(db)]))
}
