import { lte } from 'drizzle-orm'
import { getDb, type Db } from './db/client'
import { purgeExpiredKeys } from './db/idempotency-keys'
import { purgeExpiredLimits } from './db/rate-limits'
import { sessions } from './db/schema'
import { countLastWeek } from './db/weekly-counts'

/**
 * Rows that can no longer mean anything: expired sessions, rate-limit windows that ran out long ago and
 * Idempotency-Keys older than 24 h.
 */
export async function purgeExpiredRows(db: Db, now = Date.now()) {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)))
  await purgeExpiredLimits(db, now)
  await purgeExpiredKeys(db, now)
}

/** The Worker's cron trigger (wrangler.toml): hourly upkeep. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  const db = getDb(env.DB)
  // The weekly counters too, so the list that next reads them finds at most an hour of rows to take off.
  ctx.waitUntil(Promise.all([purgeExpiredRows(db), countLastWeek(db)]))
}
