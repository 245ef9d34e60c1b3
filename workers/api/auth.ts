import { Hono, type Context } from 'hono'
import { loginSchema, registerSchema } from '../../contracts/auth'
import { clientNetworkOf } from '../auth/client-network'
import { hashPassword, verifyNothing, verifyPassword } from '../auth/password'
import { endSession, startSession } from '../auth/session'
import { failedLoginsFor, failedLoginsFrom, registrationsFrom, tooManyAttempts } from '../auth/throttle'
import { countEvent, forget } from '../db/rate-limits'
import { createUser, findUserByEmail, findUserByUsername, toCurrentUser } from '../db/users'
import { findOwnUpload } from '../media/references'
import { currentUser, fail, validate } from './http'
import { idempotencyKeyOf } from './idempotency'
import { keepRegistration, replayedRegistration } from './registration-replay'
import { userReads } from '../reads/users'
import type { AppEnv } from './types'

const INVALID_CREDENTIALS = 'Invalid username or password'

/** An avatar named at registration is an upload of the caller's own, as at every later change. */
async function assertCallersImage(c: Context<AppEnv>, url: string | null | undefined) {
  if (!url) return
  const caller = await currentUser(c)
  if (!caller || !(await findOwnUpload(c.get('db'), url, caller.id, 'image')))
    fail(400, 'Profile image must be an image you uploaded')
}

export const authRouter = new Hono<AppEnv>()
  .post('/register', validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.get('db')
    const key = idempotencyKeyOf(c)
    const taken = await findUserByUsername(db, input.username)
    // A repeat of the registration that made this account gets its answer again, not a 409.
    const replayed = taken && key !== undefined ? await replayedRegistration(c, taken, key, input) : undefined
    if (replayed) return replayed
    const address = clientNetworkOf(c.req.raw.headers)
    if (address) {
      const refusal = await tooManyAttempts(c, [registrationsFrom(address)])
      if (refusal) return refusal
      await countEvent(db, registrationsFrom(address))
    }
    if (taken) fail(409, 'Username already exists')
    if (input.email && (await findUserByEmail(db, input.email))) fail(409, 'Email is already registered')
    await assertCallersImage(c, input.profileImageUrl)
    const { password, ...profile } = input
    const user = await createUser(db, { ...profile, passwordHash: await hashPassword(password) }).catch(
      (error: Error) =>
        // Two registrations racing for one name: the unique index decides.
        /UNIQUE/i.test(String(error.cause ?? error.message))
          ? fail(409, 'Username already exists')
          : Promise.reject(error),
    )
    await startSession(c, db, user.id)
    const answer = toCurrentUser(user)
    if (key !== undefined) await keepRegistration(c, user.id, key, input, JSON.stringify(answer))
    return c.json(answer, 201)
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const { username, password } = c.req.valid('json')
    const db = c.get('db')
    const address = clientNetworkOf(c.req.raw.headers)
    const limits = address ? [failedLoginsFor(username), failedLoginsFrom(address)] : [failedLoginsFor(username)]
    // Refused before any hashing: a throttled caller cannot keep the Worker busy with PBKDF2.
    const refusal = await tooManyAttempts(c, limits)
    if (refusal) return refusal
    const user = await findUserByUsername(db, username)
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyNothing(password)
    if (!user || !valid) {
      await Promise.all(limits.map((limit) => countEvent(db, limit)))
      return fail(401, INVALID_CREDENTIALS)
    }
    await forget(db, failedLoginsFor(username).key)
    await startSession(c, db, user.id)
    return c.json(toCurrentUser(user))
  })
  .post('/logout', async (c) => {
    await endSession(c, c.get('db'))
    return c.json({ message: 'Logged out' })
  })
  .get('/user', async (c) => c.json(await userReads.current(c.get('reader'))))
