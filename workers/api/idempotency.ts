import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../contracts/idempotency'
import type { ApiError } from '../../contracts/user'
import { sha256Hex } from '../auth/sha256-hex'
import { claimKey, findKey, recordAnswer, releaseKey } from '../db/idempotency-keys'
import { currentUser, fail } from './http'
import { isUploadPath } from './request-guards'
import type { AppEnv } from './types'

const REPLAYED_HEADER = 'Idempotent-Replayed'
export const DIFFERENT_REQUEST = 'This Idempotency-Key was used for a different request'
const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress'

/**
 * What makes a repeat the same request: method, path and body. An upload is known by its length and media type
 * instead of its bytes, which go to R2 as they arrive and are never held whole (ADR 014); the multipart boundary
 * is left out because a browser draws a new one for each send of the same file.
 */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url)
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase()
  const body = isUploadPath(url.pathname) ? `${c.req.header('Content-Length') ?? ''} ${mediaType}` : await c.req.text()
  return sha256Hex(`${c.req.method} ${url.pathname}${url.search}\n${body}`)
}

type Claim = { run: true; id: { userId: number; key: string } } | { run: false; answer: Response }

const refusal = (c: Context<AppEnv>, status: ContentfulStatusCode, message: string): Claim => ({
  run: false,
  answer: c.json<ApiError>({ message }, status),
})

/** The key for this request, or the answer it gets without running: 422, 409 or the first one's again. */
async function claim(c: Context<AppEnv>, userId: number, key: string): Promise<Claim> {
  const db = c.get('db')
  const id = { userId, key }
  const fingerprint = await fingerprintOf(c)
  if (await claimKey(db, id, fingerprint)) return { run: true, id }
  const first = await findKey(db, id)
  if (first && first.fingerprint !== fingerprint) return refusal(c, 422, DIFFERENT_REQUEST)
  // No answer yet, or none any more: the first request is still running or has just given its key back.
  if (!first || first.status === null || first.body === null) return refusal(c, 409, IN_PROGRESS)
  return { run: false, answer: replay(c, first.status, first.body) }
}

/** The first answer to a key, again, marked as a replay. */
export function replay(c: Context<AppEnv>, status: number, body: string): Response {
  c.header(REPLAYED_HEADER, 'true')
  // Every answer of the API is JSON.
  c.header('Content-Type', 'application/json')
  return c.body(body, status as ContentfulStatusCode)
}

/** The request's Idempotency-Key: undefined without one, a 400 for one out of bounds. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER)
  if (header === undefined) return undefined
  const parsed = idempotencyKeySchema.safeParse(header)
  return parsed.success ? parsed.data : fail(400, parsed.error.issues[0].message)
}

/** A server failure or a rate limit says nothing final about the request: trying it again may succeed. */
const worthRetrying = (status: number) => status >= 500 || status === 429

/**
 * A creating call made safe to repeat (docs/decisions/026-idempotent-creating-calls.md): under the same
 * Idempotency-Key, a signed-in user's repeat within 24 h gets the first answer again (status and body, marked
 * Idempotent-Replayed) and creates nothing. Without the header, or for a visitor, the route runs as it is.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER)
  const user = header === undefined ? null : await currentUser(c)
  if (header === undefined || !user) return next()

  const key = idempotencyKeySchema.safeParse(header)
  const outcome = key.success ? await claim(c, user.id, key.data) : refusal(c, 400, key.error.issues[0].message)
  // An upload answered here still has its file on the way: the Worker's entry reads it to its end (workers/app.ts).
  if (!outcome.run) return outcome.answer
  const db = c.get('db')
  try {
    await next()
  } catch (error) {
    await releaseKey(db, outcome.id)
    throw error
  }
  if (worthRetrying(c.res.status)) await releaseKey(db, outcome.id)
  else await recordAnswer(db, outcome.id, c.res.status, await c.res.clone().text())
}
