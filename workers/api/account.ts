import { Hono, type Context } from 'hono'
import { changePasswordSchema, deleteAccountSchema } from '../../contracts/account'
import { hashPassword, verifyPassword } from '../auth/password'
import { endOtherSessions, endSession } from '../auth/session'
import { clientNetworkOf } from '../auth/client-network'
import { failedLoginsFor, failedLoginsFrom, tooManyAttempts } from '../auth/throttle'
import { deleteAccount, setPasswordHash } from '../db/account'
import { countEvent, forget } from '../db/rate-limits'
import type { User } from '../db/schema'
import { liveStreamIdsOf } from '../db/streams'
import { roomOf } from '../../durable-objects/room/room-identity'
import { deleteUnusedMedia } from '../media/references'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { fail, requireUser, validate } from './http'
import type { AppEnv } from './types'

/**
 * Checks the signed-in user's password under the login throttle (docs/product/limits.md#sign-in-throttle), so a stolen
 * session is no unthrottled oracle for the password: a wrong one counts as a failed login for the name and the address,
 * and a throttled caller is refused before any hashing. Returns that 429 to send, or null when the password is right;
 * throws 400 with `message` when it is wrong (not 401: the session is still good, and the app reads 401 as signed out).
 */
async function throttledPasswordCheck(
  c: Context<AppEnv>,
  user: User,
  password: string,
  message: string,
): Promise<Response | null> {
  const db = c.get('db')
  const network = clientNetworkOf(c.req.raw.headers)
  const limits = network
    ? [failedLoginsFor(user.username), failedLoginsFrom(network)]
    : [failedLoginsFor(user.username)]
  const refusal = await tooManyAttempts(c, limits)
  if (refusal) return refusal
  if (await verifyPassword(password, user.passwordHash)) return null
  await Promise.all(limits.map((limit) => countEvent(db, limit)))
  return fail(400, message)
}

export const accountRouter = new Hono<AppEnv>()
  .post('/user/password', validate('json', changePasswordSchema), async (c) => {
    const user = await requireUser(c)
    const { currentPassword, newPassword } = c.req.valid('json')
    const refusal = await throttledPasswordCheck(c, user, currentPassword, 'Current password is incorrect')
    if (refusal) return refusal
    const db = c.get('db')
    await setPasswordHash(db, user.id, await hashPassword(newPassword))
    await Promise.all([endOtherSessions(c, db, user.id), forget(db, failedLoginsFor(user.username).key)])
    return c.json({ message: 'Password changed' })
  })
  .delete('/user', validate('json', deleteAccountSchema), async (c) => {
    const user = await requireUser(c)
    const refusal = await throttledPasswordCheck(c, user, c.req.valid('json').password, 'Password is incorrect')
    if (refusal) return refusal
    const db = c.get('db')
    // A live stream ends through its room first, as POST /streams/{id}/end does: the room tells its audience and
    // publishes the recording (an upload of the user's, so it goes with the rest below).
    const live = user.isStreaming ? await liveStreamIdsOf(db, user.id) : []
    await Promise.all(live.map((id) => roomOf(c.env, id).end(id)))
    const mediaUrls = await deleteAccount(db, user.id, [failedLoginsFor(user.username).key])
    await deleteUnusedMedia(c.env.MEDIA, db, user.id, mediaUrls)
    await purgeEdgeCache(c.req.url, pagesShowing.user(user), mediaUrls)
    await endSession(c, db)
    return c.body(null, 204)
  })
