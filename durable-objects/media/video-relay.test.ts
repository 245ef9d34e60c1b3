import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { fixtureBytes } from '../../tests/support/fixtures'
import { concatBytes } from '../../workers/media/bytes'
import {
  liveStream,
  openRoomSocket,
  sendChunk,
  toneChunks,
  VIDEO_CLUSTERS,
  videoChunks,
} from '../../tests/support/room-test-client'

describe('StreamRoom: video relay at /video', () => {
  it('refuses role=host to anyone but the owner or a holder of the stream key, and unknown streams', async () => {
    const { streamId, client } = await liveStream()
    const stranger = await signedInClient()
    const headers = (cookie = '') => ({ Upgrade: 'websocket', Origin: 'http://localhost', Cookie: cookie })
    const hostPath = `http://localhost/video?streamId=${streamId}&role=host`
    const refused = await SELF.fetch(hostPath, { headers: headers() })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: "Only the stream's owner can broadcast video" })
    expect((await SELF.fetch(hostPath, { headers: headers(stranger.client.sessionCookie) })).status).toBe(403)
    const { streamKey } = (await (await client.get(`/api/streams/${streamId}/key`)).json()) as { streamKey: string }
    expect((await SELF.fetch(`${hostPath}&streamKey=${streamKey}`, { headers: headers() })).status).toBe(101)
    expect(
      (await SELF.fetch(`http://localhost/video?streamId=${streamId}&role=listener`, { headers: headers() })).status,
    ).toBe(101)
    expect(
      (await SELF.fetch('http://localhost/video?streamId=999999&role=listener', { headers: headers() })).status,
    ).toBe(404)
  })

  it('relays the host video to its listeners in order and gives a late joiner the header and a whole Cluster first', async () => {
    const { client, streamId } = await liveStream()
    const early = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    expect((await early.waitFor('stream_status')).data).toMatchObject({
      isLive: true,
      audioLive: false,
      videoLive: false,
    })
    const host = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    await early.waitFor('stream_status', (m) => m.data.videoLive && !m.data.audioLive)

    const chunks = videoChunks()
    chunks.slice(0, 4).forEach((chunk) => sendChunk(host, chunk))
    await early.waitUntil(() => early.binary.length === 4, 'four chunks')
    const late = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    await late.waitUntil(() => late.binary.length === 2, 'the header and the current Cluster')
    chunks.slice(4).forEach((chunk) => sendChunk(host, chunk))
    await early.waitUntil(() => early.binary.length === chunks.length, 'every chunk')
    await late.waitUntil(() => late.binary.length === 2 + chunks.length - 4, 'the live chunks')

    expect(early.binary).toEqual(chunks)
    const video = fixtureBytes('video.webm')
    // The fourth chunk ends inside the Cluster that starts at 13454: the late joiner gets that Cluster from its start.
    expect(concatBytes(late.binary)).toEqual(
      concatBytes([video.subarray(0, VIDEO_CLUSTERS[0]), video.subarray(VIDEO_CLUSTERS[4])]),
    )
  })

  it('runs beside the audio channel: each listener gets its own channel only, and the recording stays the audio one', async () => {
    const { client, streamId, user } = await liveStream()
    const audioHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const videoHost = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    const audioListener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    const videoListener = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    await audioListener.waitFor('stream_status', (m) => m.data.audioLive && m.data.videoLive)

    const audio = toneChunks()
    const video = videoChunks()
    audio.forEach((chunk, index) => {
      sendChunk(audioHost, chunk)
      sendChunk(videoHost, video[index])
    })
    await audioListener.waitUntil(() => audioListener.binary.length === audio.length, 'the audio')
    await videoListener.waitUntil(() => videoListener.binary.length === video.length, 'the video')
    expect(audioListener.binary).toEqual(audio)
    expect(videoListener.binary).toEqual(video)

    videoHost.close()
    await videoListener.waitFor('stream_status', (m) => !m.data.videoLive && m.data.audioLive)
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    await videoListener.waitUntil(() => videoListener.closed !== null, 'the video listener closed at the end')
    expect(videoListener.messages('stream_status').at(-1)!.data.isLive).toBe(false)
    // The recording is the audio channel's, byte for byte.
    const track = await env.DB.prepare('SELECT audio_url FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ audio_url: string }>()
    expect(new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())).toEqual(
      fixtureBytes('tone.webm'),
    )
  })

  it('closes a listener that sends video (1008) and a host frame over 1 MiB (1009), but takes frames past the audio limit', async () => {
    const { client, streamId, user } = await liveStream()
    const listener = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    const other = await openRoomSocket(`/video?streamId=${streamId}&role=listener`)
    listener.socket.send(new Uint8Array(10))
    await listener.waitUntil(() => listener.closed !== null, 'listener closed')
    expect(listener.closed).toMatchObject({ code: 1008, reason: 'Only the host sends video' })

    const host = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    const keyFrame = new Uint8Array(300 * 1024).fill(7)
    sendChunk(host, keyFrame)
    await other.waitUntil(() => other.binary.length === 1, 'the large frame')
    expect(other.binary[0]).toEqual(keyFrame)
    host.socket.send(new Uint8Array(1024 * 1024 + 1))
    await host.waitUntil(() => host.closed !== null, 'host closed')
    expect(host.closed).toMatchObject({ code: 1009, reason: 'Video frame too big' })
    expect(other.closed).toBeNull()

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(count!.n).toBe(0)
  })
})
