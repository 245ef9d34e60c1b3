import type { Db } from '../db/client'
import type { User } from '../db/schema'

export interface AppEnv {
  Bindings: Env
  Variables: {
    db: Db
    /**
     * The session's user, or null for a visitor: read from D1 on the first call only, so a call that never asks
     * (a public list read by a signed-in listener) costs no lookup. Use `currentUser` or `requireUser`.
     */
    sessionUser: () => Promise<User | null>
  }
}
