import type { AppLoadContext } from '@remix-run/cloudflare'
import { api } from './api'
import { randomToken } from './auth/random-token'

/**
 * What every Remix loader and action receives. `api` calls the Hono app in-process with the page request's
 * cookies, so SSR and the browser share one path to data without a network hop.
 */
export function createLoadContext(request: Request, env: Env, ctx: ExecutionContext): AppLoadContext {
  const origin = new URL(request.url).origin
  return {
    cloudflare: { env, ctx },
    cspNonce: randomToken(16),
    api: async (path: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      const cookie = request.headers.get('Cookie')
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
    api: (path: string, init?: RequestInit) => Promise<Response>
  }
}
