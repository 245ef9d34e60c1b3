import type { AppLoadContext } from '@remix-run/cloudflare'
import { parse } from 'hono/utils/cookie'
import { api } from './api'
import { SESSION_COOKIE } from './auth/session'
import { randomToken } from './auth/random-token'

/**
 * What every Remix loader and action receives. `api` calls the Hono app in-process with the page request's
 * cookies, so SSR and the browser share one path to data without a network hop.
 */
export function createLoadContext(request: Request, env: Env, ctx: ExecutionContext): AppLoadContext {
  const origin = new URL(request.url).origin
  const cookie = request.headers.get('Cookie')
  return {
    cloudflare: { env, ctx },
    cspNonce: randomToken(16),
    hasSessionCookie: cookie !== null && parse(cookie, SESSION_COOKIE)[SESSION_COOKIE] !== undefined,
    api: async (path: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      if (cookie) headers.set('Cookie', cookie)
      return api.fetch(new Request(new URL(path, origin), { ...init, headers }), env, ctx)
    },
  }
}

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext }
    /** Fresh for every page: the only inline scripts that run carry it. */
    cspNonce: string
    /** Without a session cookie there is nobody to look up: a visitor's page asks the API nothing about them. */
    hasSessionCookie: boolean
    api: (path: string, init?: RequestInit) => Promise<Response>
  }
}
