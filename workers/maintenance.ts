import { lte } from 'drizzle-orm'
import { getDb, type Db } from './db/client'
import { purgeExpiredLimits } from './db/rate-limits'
import { sessions } from './db/schema'

/** Rows that can no longer mean anything: expired sessions and rate-limit windows that ran out long ago. */
export async function purgeExpiredRows(db: Db, now = Date.now()) {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)))
  await purgeExpiredLimits(db, now)
}

/** The Worker's cron trigger (wrangler.toml): hourly upkeep. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  ctx.waitUntil(purgeExpiredRows(getDb(env.DB)))
}
