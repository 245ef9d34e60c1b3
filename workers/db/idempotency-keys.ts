import { and, eq, lte } from 'drizzle-orm'
import type { Db } from './client'
import { idempotencyKeys } from './schema'

/** How long a key answers its first result again. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

interface KeyOf {
  userId: number
  key: string
}

const rowOf = ({ userId, key }: KeyOf) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))

/**
 * Takes the key for a request now starting: true when it was free (never used, or used more than 24 h ago and not
 * yet purged), false when another request holds it. One statement, so of two racing requests only one takes it.
 */
export async function claimKey(db: Db, id: KeyOf, fingerprint: string, now = Date.now()): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...id, fingerprint, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, status: null, body: null, createdAt: new Date(now) },
      setWhere: lte(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS)),
    })
    .returning({ key: idempotencyKeys.key })
  return claimed.length > 0
}

export const findKey = (db: Db, id: KeyOf) => db.select().from(idempotencyKeys).where(rowOf(id)).get()

/** The answer kept for a key within its 24 hours, if any. */
export async function findAnswer(db: Db, id: KeyOf, now = Date.now()) {
  const row = await findKey(db, id)
  return row && row.createdAt.getTime() > now - IDEMPOTENCY_KEY_LIFETIME_MS ? row : undefined
}

/** Keeps the answer of a request that made its user, so it had no user to claim the key under before it ran. */
export async function keepAnswer(
  db: Db,
  id: KeyOf,
  fingerprint: string,
  status: number,
  body: string,
  now = Date.now(),
) {
  await db.insert(idempotencyKeys).values({ ...id, fingerprint, status, body, createdAt: new Date(now) })
}

export async function recordAnswer(db: Db, id: KeyOf, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(rowOf(id))
}

/** Frees the key: the request it was taken for failed in a way worth trying again. */
export async function releaseKey(db: Db, id: KeyOf): Promise<void> {
  await db.delete(idempotencyKeys).where(rowOf(id))
}

export async function purgeExpiredKeys(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS)))
}
