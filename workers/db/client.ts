import { drizzle } from 'drizzle-orm/d1'

/**
 * No `schema`: with one, drizzle derives the relational-query config of every table on each call (about 60 µs of a
 * request's CPU), and nothing uses `db.query`; the query builder works from the tables alone.
 */
export const getDb = (d1: D1Database) => drizzle(d1)

export type Db = ReturnType<typeof getDb>
