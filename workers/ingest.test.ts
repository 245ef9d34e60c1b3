import { env, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { roomOf } from '../durable-objects/room/room-identity'
import type { StreamRoom } from '../durable-objects/room/stream-room'
import { signedInClient } from '../tests/support/api'
import { fixtureBytes } from '../tests/support/fixtures'
import { concatBytes } from './media/bytes'
import { liveStream, openRoomSocket } from '../tests/support/room-test-client'

type Client = Awaited<ReturnType<typeof liveStream>>['client']

const keyOf = async (client: Client, streamId: number) =>
  ((await (await client.get(`/api/streams/${streamId}/key`)).json()) as { streamKey: string }).streamKey

/** A push as ffmpeg sends it: one POST whose body keeps coming while the test writes to it. */
function startPush(streamKey: string) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const writer = writable.getWriter()
  const response = SELF.fetch(`http://localhost/ingest/${streamKey}`, { method: 'POST', body: readable })
  return {
    response,
    /** The fixture in slices of `size` bytes. */
    async send(bytes: Uint8Array, size = 4096) {
      for (let offset = 0; offset < bytes.length; offset += size) await writer.write(bytes.slice(offset, offset + size))
    },
    async end() {
      await writer.close()
      return response
    },
  }
}

/**
 * A push whose connection drops mid-body, as the room meets it: a body that fails to read on. (Through SELF.fetch, as
 * under wrangler dev, a sender that goes away reads as a body that ended.)
 */
const cutPush = (streamId: number, bytes: Uint8Array) =>
  runInDurableObject(roomOf(env, streamId), async (room: StreamRoom) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes)
        setTimeout(() => controller.error(new Error('connection lost')), 200)
      },
    })
    const { status } = await room.ingest.receive(body)
    return { status }
  })

const push = (streamKey: string, body: BodyInit) =>
  SELF.fetch(`http://localhost/ingest/${streamKey}`, { method: 'POST', body })

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('POST /ingest/{streamKey}: broadcasting software pushes a WebM', () => {
  it('relays a push with picture and sound to /video as sent and its sound alone to /audio, then ends the channels', async () => {
    const { client, streamId } = await liveStream()
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const viewer = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    await listener.waitFor('stream_status', (m) => !m.data.audioLive)

    const pushed = fixtureBytes('pushed.webm')
    const program = startPush(await keyOf(client, streamId))
    await program.send(pushed)
    await listener.waitFor('stream_status', (m) => m.data.audioLive)
    await viewer.waitFor('stream_status', (m) => m.data.videoLive)
    await viewer.waitUntil(() => concatBytes(viewer.binary).length === pushed.length, 'the whole push')
    expect(concatBytes(viewer.binary)).toEqual(pushed)
    await listener.waitUntil(() => text(concatBytes(listener.binary)).includes('A_OPUS'), 'the sound')
    expect(text(concatBytes(listener.binary))).not.toContain('V_VP8')

    expect((await program.end()).status).toBe(204)
    await listener.waitFor('stream_status', (m) => !m.data.audioLive)
    await viewer.waitFor('stream_status', (m) => !m.data.videoLive)
  })

  it('ends the stream within 5 s when the encoder stops (its body ends); a push cut off waits for its host to come back', async () => {
    const { client, streamId } = await liveStream()
    const key = await keyOf(client, streamId)
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join', { streamId })
    const tone = fixtureBytes('tone.webm')

    expect((await cutPush(streamId, tone.subarray(0, 12000))).status).toBe(400)
    await viewer.waitFor('stream_status', (m) => m.data.isLive && !m.data.audioLive && m.data.hostAway)

    const program = startPush(key)
    await program.send(tone)
    await viewer.waitFor('stream_status', (m) => m.data.audioLive && !m.data.hostAway)
    const stoppedAt = Date.now()
    expect((await program.end()).status).toBe(204)
    await viewer.waitFor('stream_status', (m) => !m.data.isLive)
    expect(Date.now() - stoppedAt).toBeLessThan(5000)
    const row = await env.DB.prepare('SELECT ended_at FROM streams WHERE id = ?').bind(streamId).first()
    expect(row?.ended_at).not.toBeNull()
  })

  it('refuses an unknown or rotated key with 403', async () => {
    const { client, streamId } = await liveStream()
    const oldKey = await keyOf(client, streamId)
    expect((await client.post(`/api/streams/${streamId}/key`)).status).toBe(200)
    for (const key of ['sk_wrong', oldKey]) {
      const response = await push(key, fixtureBytes('tone.webm'))
      expect(response.status).toBe(403)
      expect(await messageOf(response)).toMatch(/stream key/)
    }
  })

  it('refuses a body that is not WebM with 415 and leaves the stream as it was', async () => {
    const { client, streamId } = await liveStream()
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const response = await push(await keyOf(client, streamId), fixtureBytes('tone.mp3'))
    expect(response.status).toBe(415)
    expect(await messageOf(response)).toMatch(/WebM/)
    const status = await listener.waitFor('stream_status')
    expect(status.data).toMatchObject({ isLive: true, audioLive: false })
    expect(listener.messages('stream_status')).toHaveLength(1)
    expect(listener.binary).toEqual([])
  })

  it('refuses a second push with 409 while the first is sending, and lets it take over once the first is silent 5 s', async () => {
    const { client, streamId } = await liveStream()
    const key = await keyOf(client, streamId)
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const tone = fixtureBytes('tone.webm')
    const first = startPush(key)
    await first.send(tone.subarray(0, 12000))
    await listener.waitFor('stream_status', (m) => m.data.audioLive)

    const second = await push(key, tone)
    expect(second.status).toBe(409)
    expect(await messageOf(second)).toMatch(/already broadcasting/)

    await new Promise((resolve) => setTimeout(resolve, 5100))
    const reconnected = startPush(key)
    await reconnected.send(tone)
    const replaced = await first.response
    expect(replaced.status).toBe(409)
    expect(await messageOf(replaced)).toMatch(/newer push took over/)
    expect((await reconnected.end()).status).toBe(204)
  }, 20_000)

  it('never lets a browser host and a push broadcast at once: the later is refused with 409', async () => {
    const { client, streamId } = await liveStream()
    const key = await keyOf(client, streamId)
    const browser = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const refused = await push(key, fixtureBytes('tone.webm'))
    expect(refused.status).toBe(409)
    expect(await messageOf(refused)).toMatch(/studio in a browser/)
    browser.close()

    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await listener.waitFor('stream_status', (m) => !m.data.audioLive)
    const program = startPush(key)
    await program.send(fixtureBytes('tone.webm').subarray(0, 4000))
    await listener.waitFor('stream_status', (m) => m.data.audioLive)
    const studio = await SELF.fetch(`http://localhost/audio?streamId=${streamId}&role=host`, {
      headers: { Upgrade: 'websocket', Origin: 'http://localhost', Cookie: client.sessionCookie },
    })
    expect(studio.status).toBe(409)
    expect(await messageOf(studio)).toMatch(/broadcasting software/)
    expect((await program.end()).status).toBe(204)
  })

  it('refuses a push to a stream that has ended with 409', async () => {
    const { client, streamId } = await liveStream()
    const key = await keyOf(client, streamId)
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const response = await push(key, fixtureBytes('tone.webm'))
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toMatch(/has ended/)
  })
})

describe('POST /ingest/{streamKey}: a stream made ahead for broadcasting software', () => {
  /** A follower, and the host's stream made with POST /api/streams (waiting, not live) and its key. */
  async function waitingStream() {
    const { client: follower } = await signedInClient()
    const host = await signedInClient({ displayName: 'Pushing Host' })
    await follower.post('/api/follows', { followedId: host.user.id })
    const created = await host.client.post('/api/streams', { title: 'From the encoder' })
    expect(created.status).toBe(201)
    const { id: streamId } = (await created.json()) as { id: number }
    return { host, follower, streamId, key: await keyOf(host.client, streamId) }
  }

  const rowOf = (streamId: number) =>
    env.DB.prepare('SELECT is_live, started_at FROM streams WHERE id = ?')
      .bind(streamId)
      .first<{ is_live: number; started_at: number | null }>()

  const featuredIds = async () =>
    ((await (await SELF.fetch('http://localhost/api/streams/featured')).json()) as { id: number }[]).map((s) => s.id)

  const liveNotifications = (streamId: number) =>
    env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE type = 'live' AND target_id = ?")
      .bind(streamId)
      .first<{ n: number }>()

  it('goes live with the first bytes: started now, on Featured, its page told, one live notification', async () => {
    const { follower, streamId, key } = await waitingStream()
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join', { streamId })
    expect((await viewer.waitFor('stream_status')).data).toMatchObject({ isLive: false, hostAway: false })
    expect(await featuredIds()).not.toContain(streamId)

    const before = Date.now()
    expect((await cutPush(streamId, fixtureBytes('tone.webm'))).status).toBe(400)
    await viewer.waitFor('stream_status', (m) => m.data.isLive)
    const row = (await rowOf(streamId))!
    expect(row.is_live).toBe(1)
    expect(row.started_at!).toBeGreaterThanOrEqual(before - 1000)
    expect(await featuredIds()).toContain(streamId)

    // A second push to the stream, now live (its program came back after the cut), announces nothing again.
    expect((await push(key, fixtureBytes('tone.webm'))).status).toBe(204)
    await vi.waitFor(
      async () => {
        const [entry] = (await (await follower.get('/api/notifications')).json()) as { type: string; text: string }[]
        expect(entry).toMatchObject({ type: 'live', text: 'Pushing Host is live: From the encoder' })
      },
      { timeout: 10_000, interval: 100 },
    )
    // The queue's consumer would have written a second round by now had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await liveNotifications(streamId))!.n).toBe(1)
  })

  it('tells its open page when it is cancelled while it waits', async () => {
    const { host, streamId } = await waitingStream()
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join', { streamId })
    expect((await viewer.waitFor('stream_status')).data).toMatchObject({ isLive: false, ended: false })
    expect((await host.client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    expect((await viewer.waitFor('stream_status', (m) => m.data.ended)).data.isLive).toBe(false)
  })

  it('stays waiting, with no countdown, after a push that is not WebM', async () => {
    const { follower, streamId, key } = await waitingStream()
    const response = await push(key, fixtureBytes('tone.mp3'))
    expect(response.status).toBe(415)
    expect((await rowOf(streamId))!.is_live).toBe(0)
    const since = await runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => room.storage.hostAwaySince)
    expect(since).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await liveNotifications(streamId))!.n).toBe(0)
    expect(await (await follower.get('/api/notifications')).json()).toEqual([])
  })
})
