import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/plain-values'

export { IDEMPOTENCY_KEY_HEADER }

/**
 * A key for one user action of a creating call, sent again with each retry of that action, so the server creates
 * one thing (docs/decisions/026-idempotent-creating-calls.md). 128 random bits from getRandomValues: randomUUID
 * exists only on https and localhost pages.
 */
export const newIdempotencyKey = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

interface RequestOptions {
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string
}

/** A failed API call; `message` is the server's `message` field when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
  } catch {
    // not JSON: fall through to the status line
  }
  return text ? `${response.status}: ${text}` : `${response.status} ${response.statusText}`
}

/**
 * Every call sends the session cookie, asks for JSON and bypasses caches; FormData goes as is, anything else as JSON.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  { idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache' }
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: 'include' })
  if (!response.ok) {
    const error = new ApiRequestError(response.status, await errorMessage(response))
    console.error(`${method} ${path} failed`, error)
    throw error
  }
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T)
}
