import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from './client'
import { rateLimits } from './schema'

export interface Limit {
  key: string
  max: number
  windowMs: number
}

/** How long until `limit` lets its key through again: 0 while it is under its maximum. */
export async function blockedForMs(db: Db, { key, max, windowMs }: Limit, now = Date.now()): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, new Date(now - windowMs))))
  return row && row.count >= max ? row.windowStartedAt.getTime() + windowMs - now : 0
}

/** Counts one event against the key in one statement: a window that has run out starts again at 1. */
export async function countEvent(db: Db, { key, windowMs }: Limit, now = Date.now()): Promise<void> {
  const expired = sql`${rateLimits.windowStartedAt} <= ${now - windowMs}`
  await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
}

export async function forget(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Windows that ended long ago say nothing any more; the longest window is an hour. */
export async function purgeExpiredLimits(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowStartedAt, new Date(now - 60 * 60 * 1000)))
}
