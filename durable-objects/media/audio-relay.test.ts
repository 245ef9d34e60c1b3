import { env, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { concatBytes } from '../../workers/media/bytes'
import { signedInClient } from '../../tests/support/api'
import { writeElement } from './ebml'
import { RECORDING_LIMITS, type RecordingLimits } from './recording'
import { roomOf } from '../room/room-identity'
import { liveStream, openRoomSocket, sendChunk, TONE_CLUSTERS, toneChunks } from '../../tests/support/room-test-client'
import type { StreamRoom } from '../room/stream-room'

const VOID_ID = 0xec

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)).join(',')

describe('StreamRoom: audio relay at /audio', () => {
  it('refuses role=host to anyone but the owner or a holder of the stream key', async () => {
    const { streamId, client } = await liveStream()
    const stranger = await signedInClient()
    const headers = (cookie = '') => ({ Upgrade: 'websocket', Origin: 'http://localhost', Cookie: cookie })
    expect(
      (await SELF.fetch(`http://localhost/audio?streamId=${streamId}&role=host`, { headers: headers() })).status,
    ).toBe(403)
    expect(
      (
        await SELF.fetch(`http://localhost/audio?streamId=${streamId}&role=host`, {
          headers: headers(stranger.client.sessionCookie),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await SELF.fetch(`http://localhost/audio?streamId=${streamId}&role=host&streamKey=sk_wrong`, {
          headers: headers(),
        })
      ).status,
    ).toBe(403)
    const { streamKey } = (await (await client.get(`/api/streams/${streamId}/key`)).json()) as { streamKey: string }
    const byKey = await SELF.fetch(`http://localhost/audio?streamId=${streamId}&role=host&streamKey=${streamKey}`, {
      headers: headers(),
    })
    expect(byKey.status).toBe(101)
    expect(
      (await SELF.fetch('http://localhost/audio?streamId=999999&role=listener', { headers: headers() })).status,
    ).toBe(404)
  })

  it('gives a listener who joins while chunks are flowing the header and then a whole Cluster before any live chunk', async () => {
    const { client, streamId } = await liveStream('Racing Host')
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const chunks = toneChunks()
    sendChunk(host, chunks[0])
    const first = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await first.waitUntil(() => first.binary.length === 2, 'the header and the first Cluster')

    const joining = openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    chunks.slice(1).forEach((chunk) => sendChunk(host, chunk))
    const late = await joining
    const tone = fixtureBytes('tone.webm')
    const tail = [...tone.subarray(-64)]
    await late.waitUntil(() => [...concatBytes(late.binary).subarray(-64)].join() === tail.join(), 'the last bytes')
    const heard = concatBytes(late.binary)
    const fromCluster = TONE_CLUSTERS.find((offset) => heard.length === TONE_CLUSTERS[0] + tone.length - offset)
    expect(heard).toEqual(concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(fromCluster)]))
  })

  it('gives a listener who joins between two host connections the next connection from its header', async () => {
    const { client, streamId } = await liveStream()
    const chunks = toneChunks()
    const firstHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    chunks.slice(0, 3).forEach((chunk) => sendChunk(firstHost, chunk))
    firstHost.send('ping')
    await firstHost.waitFor('pong')
    firstHost.socket.close(1000)
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await listener.waitFor('stream_status', (m) => !m.data.audioLive)

    const secondHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await listener.waitFor('stream_status', (m) => m.data.audioLive)
    chunks.slice(0, 2).forEach((chunk) => sendChunk(secondHost, chunk))
    await listener.waitUntil(() => listener.binary.length === 2, 'the new connection')
    expect(listener.binary).toEqual(chunks.slice(0, 2))
  })

  it('carries a recording on across host connections when the new one does not open with a header', async () => {
    const { client, streamId, user } = await liveStream()
    const chunks = toneChunks()
    const firstHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    chunks.slice(0, 3).forEach((chunk) => sendChunk(firstHost, chunk))
    firstHost.send('ping')
    await firstHost.waitFor('pong')
    firstHost.socket.close(1001)

    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const secondHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await listener.waitFor('stream_status', (m) => m.data.audioLive)
    chunks.slice(3).forEach((chunk) => sendChunk(secondHost, chunk))
    await listener.waitUntil(() => listener.binary.length === chunks.length - 3, 'the rest')

    const late = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await late.waitUntil(() => late.binary.length === 2, 'the header and the last Cluster')
    const tone = fixtureBytes('tone.webm')
    expect(concatBytes(late.binary)).toEqual(
      concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(TONE_CLUSTERS[3])]),
    )

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const track = await env.DB.prepare('SELECT audio_url, duration FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ audio_url: string; duration: number }>()
    expect(track!.duration).toBeCloseTo(3.0, 1)
    expect(new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())).toEqual(tone)
  })

  it('fans chunks out in order, sends the header first to late joiners, relays levels, then ends and publishes the recording', async () => {
    const { client, streamId, user } = await liveStream('Lowtide Live')
    const early = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    expect((await early.waitFor('stream_status')).data).toMatchObject({ streamId, isLive: true, audioLive: false })
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await early.waitFor('stream_status', (m) => m.data.audioLive)

    const chunks = toneChunks()
    chunks.slice(0, 4).forEach((chunk) => sendChunk(host, chunk))
    await early.waitUntil(() => early.binary.length === 4, 'four chunks')

    const late = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await late.waitUntil(() => late.binary.length === 2, 'the header and the current Cluster')
    chunks.slice(4).forEach((chunk) => sendChunk(host, chunk))
    host.send('audio_level', { level: 0.42 })
    await late.waitFor('audio_level')
    await early.waitUntil(() => early.binary.length === chunks.length, 'all chunks')
    await late.waitUntil(() => late.binary.length === 2 + chunks.length - 4, 'the live chunks')

    expect(early.binary).toEqual(chunks)
    // The late listener hears a stream it can decode from its first byte: the header, then from a Cluster's start.
    const tone = fixtureBytes('tone.webm')
    expect(concatBytes(late.binary)).toEqual(
      concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(TONE_CLUSTERS[1])]),
    )
    expect(late.binary.slice(2)).toEqual(chunks.slice(4))
    expect((await late.waitFor('audio_level')).data.level).toBe(0.42)

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    expect((await late.waitFor('stream_status', (m) => !m.data.isLive)).data.isLive).toBe(false)
    await late.waitUntil(() => late.closed !== null, 'close')

    const track = await env.DB.prepare('SELECT * FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<Record<string, unknown>>()
    expect(track).toMatchObject({ title: 'Late night set (live recording)', artist_name: 'Lowtide Live' })
    expect(track!.duration as number).toBeCloseTo(3.0, 1)
    const audio = await SELF.fetch(`http://localhost${track!.audio_url as string}`)
    expect(audio.headers.get('Content-Type')).toBe('audio/webm')
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(fixtureBytes('tone.webm'))
    const upload = await env.DB.prepare('SELECT kind, content_type, user_id FROM uploads WHERE key = ?')
      .bind((track!.audio_url as string).replace('/api/media/', ''))
      .first()
    expect(upload).toEqual({ kind: 'audio', content_type: 'audio/webm', user_id: user.id })

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(count!.n).toBe(1)
  })

  it('closes a listener that sends audio (1008) and a host frame over 256 KB (1009)', async () => {
    const { client, streamId } = await liveStream()
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const other = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    listener.socket.send(new Uint8Array(10))
    await listener.waitUntil(() => listener.closed !== null, 'listener closed')
    expect(listener.closed!.code).toBe(1008)
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    host.socket.send(new Uint8Array(257 * 1024))
    await host.waitUntil(() => host.closed !== null, 'host closed')
    expect(host.closed!.code).toBe(1009)
    expect(other.closed).toBeNull()
  })

  it('streams a long recording to R2 in 5 MiB parts and keeps every byte in order', async () => {
    const { client, streamId, user } = await liveStream()
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    // Whole elements are recorded: after the tone, each 250 KiB chunk is one Void element.
    const chunks = [
      fixtureBytes('tone.webm'),
      ...Array.from({ length: 26 }, (_, i) => writeElement(VOID_ID, [new Uint8Array(250 * 1024).fill(i + 1)])),
    ]
    chunks.forEach((chunk) => sendChunk(host, chunk))
    host.send('ping')
    await host.waitFor('pong')
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const track = await env.DB.prepare('SELECT audio_url FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ audio_url: string }>()
    const stored = new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())
    expect(stored.length).toBeGreaterThan(5 * 1024 * 1024)
    expect(await sha256(stored)).toBe(await sha256(concatBytes(chunks)))
  })

  it('publishes nothing when no audio was sent', async () => {
    const { client, streamId, user } = await liveStream()
    await client.post(`/api/streams/${streamId}/end`)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(count!.n).toBe(0)
  })

  describe('with a recording limit', () => {
    /**
     * A live stream with a studio host on /ws, an encoder on /audio and a listener, whose recording has these limits.
     */
    async function limitedStream(limits: RecordingLimits) {
      const stream = await liveStream()
      await runInDurableObject(roomOf(env, stream.streamId), (room: StreamRoom) => {
        room.recordings.limits = limits
      })
      const studio = await openRoomSocket(`/ws?streamId=${stream.streamId}`, stream.client.sessionCookie)
      studio.send('host-stream', { streamId: stream.streamId })
      await studio.waitFor('viewer-count')
      const host = await openRoomSocket(`/audio?streamId=${stream.streamId}&role=host`, stream.client.sessionCookie)
      const listener = await openRoomSocket(`/audio?streamId=${stream.streamId}&role=listener`)
      await listener.waitFor('stream_status', (m) => m.data.audioLive)
      return { ...stream, studio, host, listener }
    }

    const publishedAudio = async (userId: number) => {
      const deadline = Date.now() + 3000
      for (;;) {
        const track = await env.DB.prepare('SELECT audio_url FROM tracks WHERE user_id = ?')
          .bind(userId)
          .first<{ audio_url: string }>()
        if (track) return new Uint8Array(await (await SELF.fetch(`http://localhost${track.audio_url}`)).arrayBuffer())
        if (Date.now() > deadline) throw new Error('no recording was published')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    it('stops recording at the size limit, publishes what was recorded, tells the host and keeps relaying', async () => {
      const chunks = toneChunks()
      const { client, streamId, user, studio, host, listener } = await limitedStream({
        ...RECORDING_LIMITS,
        bytes: concatBytes(chunks.slice(0, 4)).length,
      })
      chunks.forEach((chunk) => sendChunk(host, chunk))
      expect((await studio.waitFor('recording-stopped')).data).toEqual({ reason: 'size' })
      expect((await host.waitFor('recording-stopped')).data).toEqual({ reason: 'size' })
      // The chunks are cut inside Clusters: the recording is the whole ones that fit, the header and the first Cluster.
      expect(await publishedAudio(user.id)).toEqual(fixtureBytes('tone.webm').subarray(0, TONE_CLUSTERS[1]))
      await listener.waitUntil(() => listener.binary.length === chunks.length, 'every chunk')
      expect(listener.binary).toEqual(chunks)
      expect(listener.messages('stream_status').at(-1)!.data.isLive).toBe(true)

      expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
      const count = await env.DB.prepare('SELECT count(*) AS n FROM tracks WHERE user_id = ?')
        .bind(user.id)
        .first<{ n: number }>()
      expect(count!.n).toBe(1)
    })

    it('stops recording at the time limit and tells the host why', async () => {
      const chunks = toneChunks()
      const { user, studio, host, listener } = await limitedStream({ ...RECORDING_LIMITS, ms: 0 })
      chunks.forEach((chunk) => sendChunk(host, chunk))
      expect((await studio.waitFor('recording-stopped')).data).toEqual({ reason: 'duration' })
      expect(await publishedAudio(user.id)).toEqual(fixtureBytes('tone.webm').subarray(0, TONE_CLUSTERS[0]))
      await listener.waitUntil(() => listener.binary.length === chunks.length, 'every chunk')
      expect(studio.messages('recording-stopped')).toHaveLength(1)
    })
  })
})
