import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { trackedBody } from '../../tests/support/tracked-body'
import worker from '../app'

const APP_ORIGIN = 'http://localhost'
const EVIL = 'https://evil.example'

const message = async (response: Response) => ((await response.json()) as { message: string }).message

async function liveStreamIds(client: TestClient, userId: number) {
  const streams = (await (await client.get(`/api/streams/user/${userId}`)).json()) as { id: number; isLive: boolean }[]
  return streams.filter((stream) => stream.isLive).map((stream) => stream.id)
}

describe('cross-site requests', () => {
  it('refuses a text/plain POST from another origin that would start a stream, and ends nothing', async () => {
    const { client, user } = await signedInClient()
    const started = await client.post('/api/streams/webrtc', {})
    expect(started.status).toBe(201)
    const before = await liveStreamIds(client, user.id)

    const forged = await client.request('POST', '/api/streams/webrtc', 'title=x', {
      Origin: EVIL,
      'Content-Type': 'text/plain',
    })
    expect(forged.status).toBe(403)
    expect(await message(forged)).toBe('Requests from other sites are not allowed')
    expect(await liveStreamIds(client, user.id)).toEqual(before)
  })

  it('refuses a JSON POST from another origin and creates nothing', async () => {
    const { client } = await signedInClient()
    const before = ((await (await client.get('/api/playlists')).json()) as unknown[]).length
    const forged = await client.request('POST', '/api/playlists', JSON.stringify({ name: 'Pwned' }), { Origin: EVIL })
    expect(forged.status).toBe(403)
    expect(((await (await client.get('/api/playlists')).json()) as unknown[]).length).toBe(before)
  })

  it('refuses body-less state changes from another origin, by Referer when there is no Origin', async () => {
    const { client } = await signedInClient()
    const logout = await client.request('POST', '/api/logout', undefined, { Referer: `${EVIL}/page` })
    expect(logout.status).toBe(403)
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await client.request('POST', '/api/logout', undefined, { Origin: 'null' })).status).toBe(403)
  })

  it('lets the app itself and clients that send no Origin at all through', async () => {
    const { client } = await signedInClient()
    expect(
      (await client.request('POST', '/api/playlists', JSON.stringify({ name: 'Mine' }), { Origin: APP_ORIGIN })).status,
    ).toBe(201)
    expect(
      (
        await client.request('POST', '/api/playlists', JSON.stringify({ name: 'Script' }), {
          Referer: `${APP_ORIGIN}/library`,
        })
      ).status,
    ).toBe(201)
    expect((await client.post('/api/playlists', { name: 'Curl' })).status).toBe(201)
    expect((await client.request('GET', '/api/playlists', undefined, { Origin: EVIL })).status).toBe(200)
  })
})

describe('JSON bodies', () => {
  it('answers 415 for a body that is not declared JSON, and creates nothing', async () => {
    const { client, user } = await signedInClient()
    const response = await client.request('POST', '/api/streams/webrtc', '{}', { 'Content-Type': 'text/plain' })
    expect(response.status).toBe(415)
    expect(await message(response)).toBe('Send the body as application/json')
    expect(await liveStreamIds(client, user.id)).toEqual([])
  })

  it('answers 413 for a JSON body over 64 KB, declared or streamed, and still answers the next request', async () => {
    const client = new TestClient()
    const huge = JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'secret123' })
    const declared = await client.request('POST', '/api/login', huge)
    expect(declared.status).toBe(413)
    expect(await message(declared)).toBe('Request body too large (at most 64 KB)')

    const chunks = new TextEncoder().encode(huge)
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < chunks.length; offset += 8192)
          controller.enqueue(chunks.subarray(offset, offset + 8192))
        controller.close()
      },
    })
    const chunked = await SELF.fetch(`${APP_ORIGIN}/api/login`, {
      method: 'POST',
      body: streamed,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(chunked.status).toBe(413)

    expect((await client.post('/api/login', { username: 'nobody-here', password: 'secret123' })).status).toBe(401)
  })
})

describe('bodies answered without being used', () => {
  /**
   * Posts a tracked body to the Worker's own fetch, so the test sees how much of it the Worker read: one answered
   * before its body is read to the end makes workerd's next request on that connection fail
   * (workers/media/request-body.ts).
   */
  async function postTracked(path: string, headers: Record<string, string>, kilobytes?: number) {
    const { body, seen } = trackedBody(kilobytes)
    const request = new Request(`${APP_ORIGIN}${path}`, {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit)
    const response = await worker.fetch(
      request as Request<unknown, IncomingRequestCfProperties>,
      env,
      createExecutionContext(),
    )
    return { status: response.status, message: await message(response), seen }
  }

  async function refusedAfterReading(path: string, headers: Record<string, string>, kilobytes = 300) {
    const { status, message, seen } = await postTracked(path, headers, kilobytes)
    expect(seen).toEqual({ read: kilobytes * 1024, cancelled: false })
    return { status, message }
  }

  it('reads a JSON body over the limit to its end before its 413, declared or streamed', async () => {
    const declared = { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024) }
    const tooLarge = { status: 413, message: 'Request body too large (at most 64 KB)' }
    expect(await refusedAfterReading('/api/register', declared)).toEqual(tooLarge)
    expect(await refusedAfterReading('/api/register', { 'Content-Type': 'application/json' }, 2048)).toEqual(tooLarge)
  })

  it("reads the body of a call refused before its route reads it: a visitor's upload, another site's write", async () => {
    expect(
      await refusedAfterReading('/api/upload/audio', { 'Content-Type': 'multipart/form-data; boundary=x' }),
    ).toEqual({ status: 401, message: 'You must be logged in' })
    expect(
      (await refusedAfterReading('/api/playlists', { Origin: EVIL, 'Content-Type': 'application/json' })).status,
    ).toBe(403)
  })

  it('reads a refused push to its end, and cancels an endless one after a little', async () => {
    expect((await refusedAfterReading('/ingest/no-such-key', { 'Content-Type': 'video/webm' })).status).toBe(403)
    const endless = await postTracked('/ingest/no-such-key', { 'Content-Type': 'video/webm' })
    expect(endless.status).toBe(403)
    expect(endless.seen.cancelled).toBe(true)
    expect(endless.seen.read).toBeLessThanOrEqual(1025 * 1024)
  })
})
