import type { Context } from 'hono'
import type { CookieOptions } from 'hono/utils/cookie'

/**
 * What every cookie of ours shares: scripts cannot read it, cross-site subrequests do not carry it, and it is
 * Secure whenever the site is served over HTTPS (local development is plain HTTP, where a Secure cookie is dropped).
 */
export const cookieOptionsFor = (url: string) =>
  ({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(url).protocol === 'https:',
  }) satisfies CookieOptions

export const cookieOptions = (c: Context) => cookieOptionsFor(c.req.url)
