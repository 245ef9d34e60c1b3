import type { Context } from 'hono'
import type { ApiError } from '../../contracts/user'
import type { AppEnv } from '../api/types'
import { blockedForMs, type Limit } from '../db/rate-limits'

const MINUTE = 60 * 1000

/** docs/product/limits.md#sign-in-throttle. */
export const failedLoginsFor = (username: string): Limit => ({
  key: `login:user:${username.toLowerCase()}`,
  max: 5,
  windowMs: 15 * MINUTE,
})
/** `network`: the caller's address, or its /64 for IPv6 (`clientNetworkOf`). */
export const failedLoginsFrom = (network: string): Limit => ({
  key: `login:ip:${network}`,
  max: 20,
  windowMs: 15 * MINUTE,
})
export const registrationsFrom = (network: string): Limit => ({
  key: `register:ip:${network}`,
  max: 10,
  windowMs: 60 * MINUTE,
})

/** The 429 for the longest wait among `limits`, or null when every one of them lets the caller through. */
export async function tooManyAttempts(c: Context<AppEnv>, limits: Limit[]): Promise<Response | null> {
  const waitMs = Math.max(0, ...(await Promise.all(limits.map((limit) => blockedForMs(c.get('db'), limit)))))
  if (waitMs === 0) return null
  const seconds = Math.ceil(waitMs / 1000)
  const minutes = Math.ceil(seconds / 60)
  const message = `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return c.json<ApiError>({ message }, 429, { 'Retry-After': String(seconds) })
}
