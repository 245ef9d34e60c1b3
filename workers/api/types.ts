import type { Db } from '../db/client'
import type { Reader } from '../reads/reader'

export interface AppEnv {
  Bindings: Env
  Variables: {
    db: Db
    /** What the reads of workers/reads take; its viewer through `currentUser` or `requireUser`. */
    reader: Reader
  }
}
