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

/** The Worker's cron triggers (wrangler.toml). */
export const EVERY_MINUTE_CRON = '* * * * *'
export const HOURLY_CRON = '17 * * * *'

/**
 * The work of one of the Worker's cron triggers, `now` being its scheduled time: every minute, scheduled releases
 * are stored public and their followers told; every hour, upkeep.
 */
export function runCron(cron: string, now: number, env: Env): Promise<unknown> {
  const db = getDb(env.DB)
  if (cron !== HOURLY_CRON) return releaseDueTracks(db, env, now)
  // The weekly counters too, so the list that next reads them finds at most an hour of rows to take off; and what
  // listeners also chose, which related tracks read.
  return Promise.all([purgeExpiredRows(db), countLastWeek(db), countTrackAffinities(db)])
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) =>
  ctx.waitUntil(runCron(controller.cron, controller.scheduledTime, env))
