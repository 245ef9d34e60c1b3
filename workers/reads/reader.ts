import { userFromSessionToken } from '../auth/session'
import type { Db } from '../db/client'
import type { User } from '../db/schema'

/**
 * What every read of workers/reads takes, built the same way for an API request and for a page request: the
 * database, the Worker's bindings and the viewer, the session's user or null for a visitor. The viewer is read from
 * D1 on the first call only, so a read that never asks (a public list) costs no session lookup.
 */
export interface Reader {
  db: Db
  env: Env
  viewer: () => Promise<User | null>
}

export function readerFor(db: Db, env: Env, sessionToken: string | undefined): Reader {
  let viewer: Promise<User | null> | undefined
  return { db, env, viewer: () => (viewer ??= userFromSessionToken(db, sessionToken)) }
}
