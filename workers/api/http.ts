import { zValidator } from '@hono/zod-validator'
import type { Context, ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodType } from 'zod'
import type { ApiError } from '../../contracts/user'
import type { Db } from '../db/client'
import type { Reader } from '../reads/reader'
import type { AppEnv } from './types'

export const fail = (status: ContentfulStatusCode, message: string): never => {
  throw new HTTPException(status, { message })
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/([a-z-.]+\+)?json(;|$)/i.test(contentType)

/**
 * Parses one part of the request with its contract schema; a failure answers 400 naming the field. A JSON body
 * must say it is JSON (415 otherwise): Hono reads any other body as `{}`, which a schema of optional fields accepts.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (target === 'json' && !isJson(c.req.header('Content-Type')))
      return c.json<ApiError>({ message: 'Send the body as application/json' }, 415)
    if (result.success) return
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return c.json<ApiError>({ message: issues[0]?.message ?? 'Invalid request', issues }, 400)
  })

/** The session's user, or null for a visitor. */
export const currentUser = (c: Context<AppEnv>) => c.get('reader').viewer()

/** The signed-in viewer, or a 401 for a visitor with that call's own message where it has one. */
export async function requireViewer(reader: Reader, message = 'You must be logged in') {
  return (await reader.viewer()) ?? fail(401, message)
}

/** `read` of the signed-in viewer's own data, alongside the session lookup; a 401 for a visitor. */
export async function readAsViewer<T>(reader: Reader, read: (viewerId: number) => Promise<T>, message?: string) {
  const viewing = (await reader.asViewer(read)) ?? fail(401, message ?? 'You must be logged in')
  return viewing.value
}

export const requireUser = (c: Context<AppEnv>, message?: string) => requireViewer(c.get('reader'), message)

/** Owners alone change their things: 403 for anyone else. */
export function assertOwner(user: { id: number }, ownerId: number, what: string) {
  if (user.id !== ownerId) fail(403, `Only the owner can change this ${what}`)
}

/**
 * The row the session's user owns: 401 for a visitor (before any lookup), 404 with `notFoundMessage` when `find`
 * answers nothing or it is someone else's private thing (which to them does not exist,
 * docs/decisions/042-private-links-and-scheduled-releases.md), 403 when it is someone else's.
 */
export async function requireOwned<Row extends { userId: number; visibility?: 'public' | 'private' }>(
  c: Context<AppEnv>,
  find: (db: Db) => Promise<Row | undefined>,
  what: string,
  notFoundMessage: string,
): Promise<Row> {
  const user = await requireUser(c)
  const row = (await find(c.get('db'))) ?? fail(404, notFoundMessage)
  if (row.visibility === 'private' && row.userId !== user.id) fail(404, notFoundMessage)
  assertOwner(user, row.userId, what)
  return row
}

/** docs/product/rules.md#authorisation: a body `userId` that differs from the session's user is refused. */
export function assertActingUser(user: { id: number }, claimedUserId: number | null | undefined) {
  if (claimedUserId != null && claimedUserId !== user.id) fail(403, 'You can only act as yourself')
}

/** The JSON `{ message }` error answer, for the doors that answer outside a Hono handler. */
export const answerError = (status: number, message: string): Response =>
  Response.json({ message } satisfies ApiError, { status })
