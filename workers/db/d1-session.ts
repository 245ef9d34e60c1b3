import { parse, serialize } from 'hono/utils/cookie'
import { cookieOptionsFor } from '../auth/cookie-options'
import { SESSION_COOKIE } from '../auth/session'

/** Where a signed-in browser keeps the D1 bookmark of its last request (docs/decisions/040-*). */
export const BOOKMARK_COOKIE = 'd1b'

/** D1's bookmarks are four dash-joined hex groups; anything else in the cookie is ignored, never sent to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** Whether the response signs the browser in (true) or out (false); undefined when it leaves the session as it was. */
function sessionCookieSetBy(response: Response): boolean | undefined {
  const prefix = `${SESSION_COOKIE}=`
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(prefix))
  return setCookie === undefined ? undefined : !setCookie.startsWith(`${prefix};`)
}

/**
 * One D1 session for one request, every query of it (API handler, Remix loaders, the session lookup) read from the
 * nearest replica that has seen the bookmark it starts from. A signed-in browser starts from its last request's
 * bookmark, so it reads its own writes wherever its next request lands; a visitor starts anywhere.
 */
export function openD1Session(request: Request, d1: D1Database) {
  const cookies = parse(request.headers.get('Cookie') ?? '')
  const signedIn = Boolean(cookies[SESSION_COOKIE])
  const bookmark = cookies[BOOKMARK_COOKIE]
  const startsFrom = bookmark && BOOKMARK.test(bookmark) ? bookmark : undefined
  const session = d1.withSession(startsFrom ?? (signedIn ? 'first-primary' : 'first-unconstrained'))
  return {
    /** drizzle and our queries use only prepare and batch, which a session has as a database does. */
    db: session as unknown as D1Database,
    /**
     * The response, with the session's newest bookmark for the browser to bring back: only to a browser that is
     * signed in once the response arrives, so a visitor's page stays cacheable; signing out drops it.
     */
    remember(response: Response): Response {
      if (response.status === 101) return response
      const signedInAfter = sessionCookieSetBy(response) ?? signedIn
      const newest = signedInAfter ? session.getBookmark() : null
      const options = cookieOptionsFor(request.url)
      const setCookie = newest
        ? newest !== startsFrom && serialize(BOOKMARK_COOKIE, newest, options)
        : !signedInAfter && bookmark !== undefined && serialize(BOOKMARK_COOKIE, '', { ...options, maxAge: 0 })
      if (!setCookie) return response
      const remembered = new Response(response.body, response)
      remembered.headers.append('Set-Cookie', setCookie)
      return remembered
    },
  }
}
