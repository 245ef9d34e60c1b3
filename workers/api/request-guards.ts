import type { MiddlewareHandler } from 'hono'
import type { ApiError } from '../../contracts/user'
import { MediaRejection } from '../media/rejection'
import { bodyWithin, collectWithin } from '../media/request-body'
import { fail } from './http'
import type { AppEnv } from './types'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const JSON_BODY_LIMIT_BYTES = 64 * 1024

function originOfReferer(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined
  return URL.canParse(referer) ? new URL(referer).origin : 'unreadable'
}

/**
 * docs/product/rules.md#trust: a state-changing call that says it comes from another origin (Origin, or Referer without
 * one) is refused whatever its body, body-less calls included. SameSite=Lax keeps other sites' cookies out, not other
 * origins of the same site. Clients that send neither header carry no victim's cookie and keep working.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const source = c.req.header('Origin') ?? originOfReferer(c.req.header('Referer'))
    if (source !== undefined && source !== new URL(c.req.url).origin)
      fail(403, 'Requests from other sites are not allowed')
  }
  await next()
}

/** Uploads are streamed to R2 as they arrive (ADR 014): their bodies are read once, by their route alone. */
export const isUploadPath = (path: string) => path.startsWith('/api/upload/')

const JSON_TOO_LARGE = `Request body too large (at most ${JSON_BODY_LIMIT_BYTES / 1024} KB)`

/**
 * Every body but an upload's is small JSON, read whole here before any handler runs: whatever the handler answers,
 * the body has been read to its end (workers/media/request-body.ts says why that matters). Uploads have their own
 * limits.
 */
export const boundedBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isUploadPath(c.req.path) || !c.req.raw.body) return next()
  try {
    const body = bodyWithin(c.req.raw, JSON_BODY_LIMIT_BYTES, JSON_TOO_LARGE)
    c.req.raw = new Request(c.req.raw, { body: await collectWithin(body, JSON_BODY_LIMIT_BYTES, JSON_TOO_LARGE) })
  } catch (error) {
    if (error instanceof MediaRejection) return c.json<ApiError>({ message: error.message }, 413)
    throw error
  }
  await next()
}
