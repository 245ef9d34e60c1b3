import type { Db } from '../db/client'
import type { User } from '../db/schema'

export interface AppEnv {
  Bindings: Env
  Variables: {
    db: Db
    /** The session's user, or null for a visitor. Set once by the session middleware. */
    user: User | null
  }
}
