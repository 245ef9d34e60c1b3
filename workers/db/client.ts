import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

const createDb = (d1: D1Database) => drizzle(d1, { schema })

export type Db = ReturnType<typeof createDb>

/** drizzle builds its view of the schema on every call: a binding's client is made once and reused. */
const dbByBinding = new WeakMap<D1Database, Db>()

export function getDb(d1: D1Database): Db {
  let db = dbByBinding.get(d1)
  if (!db) dbByBinding.set(d1, (db = createDb(d1)))
  return db
}
