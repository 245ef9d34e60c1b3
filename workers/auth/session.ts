import { and, eq, gt, ne } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Db } from '../db/client'
import { sessions, users, type User } from '../db/schema'
import { cookieOptions } from './cookie-options'
import { randomToken } from './random-token'
import { readSessionCookie, sessionCookieValue, type SessionCookie } from './session-cookie'
import { sha256Hex } from './sha256-hex'

export const SESSION_COOKIE = 'sid'
const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000
const SESSION_TOKEN_BYTES = 32

export async function startSession(c: Context, db: Db, userId: number): Promise<void> {
  const token = randomToken(SESSION_TOKEN_BYTES)
  const expiresAt = new Date(Date.now() + SESSION_MS)
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, expiresAt })
  setCookie(c, SESSION_COOKIE, sessionCookieValue(userId, token), {
    ...cookieOptions(c),
    expires: expiresAt,
    maxAge: SESSION_MS / 1000,
  })
}

export async function endSession(c: Context, db: Db): Promise<void> {
  const token = readSessionCookie(getCookie(c, SESSION_COOKIE))?.token
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)))
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
}

/** Ends every session of the user but the one making this request: a password change signs out everyone else. */
export async function endOtherSessions(c: Context, db: Db, userId: number): Promise<void> {
  const token = readSessionCookie(getCookie(c, SESSION_COOKIE))?.token ?? ''
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, await sha256Hex(token))))
}

/**
 * The user behind a session cookie, or null when it is missing, unknown or expired, or claims another user than
 * its session's: what was read for that claim is then nobody's.
 */
export async function userFromSessionCookie(db: Db, cookie: SessionCookie | undefined): Promise<User | null> {
  if (!cookie) return null
  const user = await userFromSessionToken(db, cookie.token)
  return user && (cookie.claimedUserId === null || cookie.claimedUserId === user.id) ? user : null
}

/** The user behind a session token, or null when the token is unknown or expired. */
async function userFromSessionToken(db: Db, token: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, new Date())))
    .limit(1)
  return row?.user ?? null
}
