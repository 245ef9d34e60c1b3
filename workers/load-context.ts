import type { AppLoadContext } from '@remix-run/cloudflare'
import { parse } from 'hono/utils/cookie'
import { SESSION_COOKIE } from './auth/session'
import { randomToken } from './auth/random-token'
import { getDb } from './db/client'
import { readerFor, type Reader } from './reads/reader'

/**
 * What every Remix loader and action receives. `reader` is what the API's handlers read with, built the same way
 * from the page request's session cookie, so a loader calls the API's reads directly (docs/decisions/032-*).
 */
export function createLoadContext(request: Request, env: Env, ctx: ExecutionContext): AppLoadContext {
  const cookie = request.headers.get('Cookie')
  const sessionCookie = cookie ? parse(cookie, SESSION_COOKIE)[SESSION_COOKIE] : undefined
  return {
    cloudflare: { env, ctx },
    cspNonce: randomToken(16),
    reader: readerFor(getDb(env.DB), env, sessionCookie),
  }
}

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext }
    /** Fresh for every page: the only inline scripts that run carry it. */
    cspNonce: string
    /** The database, the bindings and the viewer: a visitor's page, without a session cookie, reads no session. */
    reader: Reader
  }
}
