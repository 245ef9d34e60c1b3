import { userFromSessionCookie } from '../auth/session'
import { readSessionCookie } from '../auth/session-cookie'
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
  /** The user the session cookie claims to be, unchecked until `viewer` or `asViewer` answers; null without one. */
  claimedViewerId: number | null
  /**
   * The viewer with `read` of their own data, or null for a visitor. `read` runs for the claimed user alongside the
   * session lookup, one D1 round trip in all, and its answer (or its error) is used only once the lookup has found
   * that same user (docs/decisions/045-*). A cookie without a claim is looked up first.
   */
  asViewer: <T>(read: (viewerId: number) => Promise<T>) => Promise<{ user: User; value: T } | null>
}

export function readerFor(db: Db, env: Env, sessionCookie: string | undefined): Reader {
  const cookie = readSessionCookie(sessionCookie)
  const claimedViewerId = cookie?.claimedUserId ?? null
  let looked: Promise<User | null> | undefined
  const viewer = () => (looked ??= userFromSessionCookie(db, cookie))
  return {
    db,
    env,
    viewer,
    claimedViewerId,
    async asViewer(read) {
      if (claimedViewerId === null) {
        const user = await viewer()
        return user && { user, value: await read(user.id) }
      }
      const [user, value] = await Promise.allSettled([viewer(), read(claimedViewerId)])
      if (user.status === 'rejected') throw user.reason
      if (!user.value) return null
      if (value.status === 'rejected') throw value.reason
      return { user: user.value, value: value.value }
    },
  }
}
