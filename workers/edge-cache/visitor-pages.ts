import { edgeCache } from './edge-cache'
import { SESSION_COOKIE } from '../auth/session'
import { parse } from 'hono/utils/cookie'
import { withFreshNonce } from './fresh-nonce'

/**
 * docs/decisions/040-*: a visitor may be shown a page up to this old; after half of it the page is still served but
 * rendered again behind the answer, so a page people keep asking for is rarely older than half.
 */
export const PAGE_MAX_AGE_SECONDS = 10
const PAGE_FRESH_SECONDS = PAGE_MAX_AGE_SECONDS / 2

/** Shown to a signed-in browser only, and never kept by any cache on the way. */
const PERSONAL = 'private, no-store'
/** A visitor's browser asks again each time, so what a purge removes is not kept there either. */
const REVALIDATE = 'no-cache'

export const isSignedIn = (request: Request) =>
  Boolean(parse(request.headers.get('Cookie') ?? '', SESSION_COOKIE)[SESSION_COOKIE])

/**
 * A page (or its single-fetch data) anyone without a session sees alike. A URL with a query is left out: a purge
 * names the URLs it removes, and it cannot name every query.
 */
const isSharedRequest = (request: Request) =>
  request.method === 'GET' && !new URL(request.url).search && !isSignedIn(request)

const isKeepable = (response: Response) =>
  response.status === 200 && !response.headers.has('Set-Cookie') && !response.headers.has('Cache-Control')

/** Whole seconds since the cache stored the page (its Date, which the cache sets when it stores). */
function ageOf(cached: Response) {
  const stored = Date.parse(cached.headers.get('Date') ?? '')
  return Number.isNaN(stored) ? Infinity : Math.max(0, Math.floor((Date.now() - stored) / 1000))
}

async function keep(cache: Cache, key: string, response: Response) {
  const stored = new Response(response.body, response)
  stored.headers.set('Cache-Control', `public, max-age=${PAGE_MAX_AGE_SECONDS}`)
  stored.headers.set('Date', new Date().toUTCString())
  await cache.put(key, stored)
}

/** The page rendered now, kept for the next visitors when it is the same for everyone. */
async function renderAndKeep(cache: Cache, key: string, ctx: ExecutionContext, render: () => Promise<Response>) {
  const response = await render()
  if (!isKeepable(response)) return response
  const [forCache, forVisitor] = response.body ? response.body.tee() : [null, null]
  ctx.waitUntil(keep(cache, key, new Response(forCache, response)))
  const answer = new Response(forVisitor, response)
  answer.headers.set('Cache-Control', REVALIDATE)
  return answer
}

const afterThisTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

async function refresh(cache: Cache, key: string, render: () => Promise<Response>) {
  const response = await render()
  if (isKeepable(response)) await keep(cache, key, response)
  else await response.body?.cancel()
}

/**
 * The Remix page for `request`: from the edge cache for a visitor while it is young enough (docs/decisions/040-*),
 * else rendered; a signed-in browser's page is rendered every time and kept by no cache.
 */
export async function servePage(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isSharedRequest(request)) {
    const response = await render()
    if (!isSignedIn(request)) return response
    const personal = new Response(response.body, response)
    personal.headers.set('Cache-Control', PERSONAL)
    return personal
  }
  const cache = edgeCache()
  const key = request.url
  const cached = await cache.match(key)
  const age = cached ? ageOf(cached) : Infinity
  if (!cached || age >= PAGE_MAX_AGE_SECONDS) return renderAndKeep(cache, key, ctx, render)
  // Rendered after this answer has left: a render started now would hold the thread before its first byte.
  if (age >= PAGE_FRESH_SECONDS) ctx.waitUntil(afterThisTurn().then(() => refresh(cache, key, render)))
  const answer = withFreshNonce(cached)
  answer.headers.set('Age', String(age))
  answer.headers.set('Cache-Control', REVALIDATE)
  return answer
}
