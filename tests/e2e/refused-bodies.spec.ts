import { expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { fromOwnAddress, uniqueName } from './support'

/**
 * A body refused before it is read to its end must not break the server's next request: under `wrangler dev`, whose
 * proxy shares connections between clients, it once answered the next POST, from anyone, with a 503 "Your worker
 * restarted mid-request" (workers/media/request-body.ts). Each refusal is tried three times over the deploy bundle
 * these journeys serve, and another client's POST follows each at once.
 */

const post = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}${path}`, { method: 'POST', ...init, headers: { ...fromOwnAddress(), ...init.headers } })

/** A body streamed in 64 KB chunks without Content-Length, as a browser or encoder sends a large file. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      controller.enqueue(new Uint8Array(64 * 1024).fill(1))
      sent += 64 * 1024
    },
  })
}

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toContain('application/json')
  expect(await response.json()).toEqual({ message })
}

async function anotherClientPostsNext() {
  const response = await post('/api/logout')
  expect(response.status, await response.clone().text()).toBe(200)
}

async function signedInCookie() {
  const response = await post('/api/register', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: uniqueName('big'), password: 'secret123', displayName: 'Big Sender' }),
  })
  expect(response.status).toBe(201)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

test('a JSON body over 64 KB gets its 413, and the next POST succeeds', async () => {
  const huge = JSON.stringify({ username: 'x'.repeat(100 * 1024), password: 'secret123', displayName: 'Huge' })
  for (let attempt = 0; attempt < 3; attempt++) {
    const refused = await post('/api/register', { headers: { 'Content-Type': 'application/json' }, body: huge })
    await expectRefusal(refused, 413, 'Request body too large (at most 64 KB)')
    await anotherClientPostsNext()
  }
})

test('a 16 MB image streamed in chunks gets its 413, and the next POST succeeds', async () => {
  const cookie = await signedInCookie()
  for (let attempt = 0; attempt < 3; attempt++) {
    const refused = await post('/api/upload/image', {
      headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=sw' },
      body: chunked(16 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit)
    await expectRefusal(refused, 413, 'Images must be 5 MB or smaller')
    await anotherClientPostsNext()
  }
})

test('a push with an unknown stream key gets its 403, and the next POST succeeds', async () => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const refused = await post('/ingest/no-such-key', {
      headers: { 'Content-Type': 'video/webm' },
      body: chunked(512 * 1024),
      duplex: 'half',
    } as RequestInit)
    await expectRefusal(refused, 403, 'Unknown stream key (was it rotated? Copy the current one from the studio)')
    await anotherClientPostsNext()
  }
})
