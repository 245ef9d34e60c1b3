import { abortAllDurableObjects, env, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { TrackDetail } from '../../contracts/tracks'
import { fixtureBytes } from '../../tests/support/fixtures'
import { RECORDING_LIMITS } from './recording'
import { roomOf } from '../room/room-identity'
import {
  liveStream,
  openRoomSocket,
  sendChunk,
  toneChunks,
  videoChunks,
  type RoomTestSocket,
} from '../../tests/support/room-test-client'
import type { StreamRoom } from '../room/stream-room'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the room has handled every frame the socket sent before. */
async function settled(socket: RoomTestSocket) {
  const pongs = socket.messages('pong').length
  socket.send('ping')
  await socket.waitUntil(() => socket.messages('pong').length > pongs, 'pong')
}

const bytesAt = async (url: string) => new Uint8Array(await (await SELF.fetch(`http://localhost${url}`)).arrayBuffer())

async function publishedTrack(
  client: Awaited<ReturnType<typeof liveStream>>['client'],
  userId: number,
): Promise<TrackDetail> {
  const row = await env.DB.prepare('SELECT id FROM tracks WHERE user_id = ?').bind(userId).first<{ id: number }>()
  return (await (await client.get(`/api/tracks/${row!.id}`)).json()) as TrackDetail
}

describe('StreamRoom: the recording keeps its picture', () => {
  it('records each video connection as a segment placed on the audio timeline, and deleting the track deletes them', async () => {
    const { client, streamId, user } = await liveStream()
    const audioHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const audio = toneChunks()
    sendChunk(audioHost, audio[0])
    await settled(audioHost)
    await pause(400)

    // The camera: its first connection, cut by an eviction it carries on across.
    const camera = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    const video = videoChunks()
    video.slice(0, 4).forEach((chunk) => sendChunk(camera, chunk))
    await settled(camera)
    await abortAllDurableObjects()
    const cameraBack = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    video.slice(4).forEach((chunk) => sendChunk(cameraBack, chunk))
    await settled(cameraBack)
    const audioBack = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    audio.slice(1).forEach((chunk) => sendChunk(audioBack, chunk))
    await settled(audioBack)
    cameraBack.close()
    await pause(300)

    // A shared screen: a new connection with a new header is a second segment.
    const screen = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    video.forEach((chunk) => sendChunk(screen, chunk))
    await settled(screen)

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const track = await publishedTrack(client, user.id)
    expect(track.videoSegments).toHaveLength(2)
    const [first, second] = track.videoSegments
    expect(first.startMs).toBeGreaterThanOrEqual(400)
    expect(first.startMs).toBeLessThan(3000)
    expect(second.startMs).toBeGreaterThanOrEqual(first.startMs + 300)
    for (const segment of track.videoSegments) {
      expect(segment.durationMs).toBeGreaterThan(1900)
      expect(segment.durationMs).toBeLessThan(2200)
      const response = await SELF.fetch(`http://localhost${segment.url}`)
      expect(response.headers.get('Content-Type')).toBe('video/webm')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(fixtureBytes('video.webm'))
    }
    expect(new Set(track.videoSegments.map((segment) => segment.url)).size).toBe(2)

    expect((await client.delete(`/api/tracks/${track.id}`)).status).toBe(200)
    for (const segment of track.videoSegments)
      expect((await SELF.fetch(`http://localhost${segment.url}`)).status).toBe(404)
  })

  it('stops recording video once every segment together reaches the size limit', async () => {
    const { client, streamId, user } = await liveStream()
    const whole = fixtureBytes('video.webm')
    // Room for the audio (smaller than the video) and one whole camera segment, not for the screen's first chunk.
    await runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => {
      room.recordings.limits = { ...RECORDING_LIMITS, bytes: whole.length + 500 }
    })
    const audioHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    toneChunks().forEach((chunk) => sendChunk(audioHost, chunk))
    await settled(audioHost)
    for (const _ of ['camera', 'screen']) {
      const host = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
      videoChunks().forEach((chunk) => sendChunk(host, chunk))
      await settled(host)
      host.close()
    }

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const track = await publishedTrack(client, user.id)
    expect(track.videoSegments).toHaveLength(1)
    expect(await bytesAt(track.videoSegments[0].url)).toEqual(whole)
  })

  it('publishes the picture once when the stream is ended twice at once', async () => {
    const { client, streamId, user } = await liveStream()
    const audioHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    toneChunks().forEach((chunk) => sendChunk(audioHost, chunk))
    await settled(audioHost)
    const camera = await openRoomSocket(`/video?streamId=${streamId}&role=host`, client.sessionCookie)
    videoChunks().forEach((chunk) => sendChunk(camera, chunk))
    await settled(camera)

    const ends = await Promise.all([
      client.post(`/api/streams/${streamId}/end`),
      client.post(`/api/streams/${streamId}/end`),
    ])
    expect(ends.map((response) => response.status)).toEqual([200, 200])
    const track = await publishedTrack(client, user.id)
    expect(track.videoSegments).toHaveLength(1)
    expect(await bytesAt(track.videoSegments[0].url)).toEqual(fixtureBytes('video.webm'))
  })

  it('shows nothing for an audio-only recording', async () => {
    const { client, streamId, user } = await liveStream()
    const audioHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    toneChunks().forEach((chunk) => sendChunk(audioHost, chunk))
    await settled(audioHost)
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    expect((await publishedTrack(client, user.id)).videoSegments).toEqual([])
  })
})
