import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { concatBytes } from '../../workers/media/bytes'
import { roomOf } from './room-identity'
import { liveStream, openRoomSocket, sendChunk, TONE_CLUSTERS, toneChunks } from '../../tests/support/room-test-client'
import type { SocketAttachment } from './socket-registry'
import { HOST_AWAY_GRACE_MS } from './host-presence'
import { StreamRoom } from './stream-room'

const publishedAudio = async (userId: number) => {
  const track = await env.DB.prepare('SELECT audio_url FROM tracks WHERE user_id = ?')
    .bind(userId)
    .first<{ audio_url: string }>()
  return new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())
}

/** A live stream with two viewer pages (one has chatted), an encoder that has sent the first half of tone.webm. */
async function streamInProgress() {
  const stream = await liveStream()
  const { streamId, client } = stream
  const pages = await Promise.all([1, 2].map(() => openRoomSocket(`/ws?streamId=${streamId}`)))
  pages.forEach((page) => page.send('join', { streamId }))
  await pages[0].waitFor('viewer_count', (m) => m.data.viewerCount === 2)
  pages[0].send('chat', { streamId, message: 'before eviction' })
  await pages[1].waitFor('chat_message')
  const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
  const chunks = toneChunks()
  chunks.slice(0, 4).forEach((chunk) => sendChunk(host, chunk))
  host.send('ping')
  await host.waitFor('pong')
  return { ...stream, pages, host, chunks }
}

describe('StreamRoom: state survives eviction mid-stream', () => {
  it('keeps chat history, the peak, the audio header and the recording in progress when workerd evicts the room', async () => {
    const { client, streamId, user, chunks } = await streamInProgress()
    await abortAllDurableObjects()

    // Every socket dropped with the old instance; the clients reconnect to a new one.
    const page = await openRoomSocket(`/ws?streamId=${streamId}`)
    page.send('join', { streamId })
    expect((await page.waitFor('chat_history')).data.messages.map((m) => m.message)).toEqual(['before eviction'])
    expect((await page.waitFor('stream_status')).data).toMatchObject({
      isLive: true,
      viewerCount: 1,
      peakViewerCount: 2,
    })
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    // The header, then the current Cluster from its start (chunks 0-3 end inside the second): decodable at once.
    const tone = fixtureBytes('tone.webm')
    await listener.waitUntil(() => listener.binary.length === 2, 'the header and the current Cluster')
    expect(concatBytes(listener.binary)).toEqual(
      concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(TONE_CLUSTERS[1], 15000)]),
    )
    chunks.slice(4).forEach((chunk) => sendChunk(host, chunk))
    page.send('chat', { streamId, message: 'after eviction' })
    await page.waitFor('chat_message')
    await listener.waitUntil(() => listener.binary.length === 2 + chunks.length - 4, 'the live chunks')

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    expect(await publishedAudio(user.id)).toEqual(concatBytes(chunks))
    const late = await openRoomSocket(`/ws?streamId=${streamId}`)
    late.send('join', { streamId })
    expect((await late.waitFor('chat_history')).data.messages.map((m) => m.message)).toEqual([
      'before eviction',
      'after eviction',
    ])
  })

  it('carries on where it was when a new instance wakes on the same storage and sockets, as after hibernation', async () => {
    const { streamId, user, pages, chunks } = await streamInProgress()
    const woke = await runInDurableObject(roomOf(env, streamId), async (_asleep: StreamRoom, state) => {
      const room = new StreamRoom(state, env)
      const status = await room.statusMessage()
      const host = state
        .getWebSockets('audio')
        .find((socket) => (socket.deserializeAttachment() as SocketAttachment).mediaRole === 'host')!
      for (const chunk of chunks.slice(4)) await room.webSocketMessage(host, chunk.slice().buffer)
      await room.end(streamId)
      return {
        status: status.type === 'stream_status' ? status.data : null,
        history: room.storage.chatHistory().map((m) => m.message),
      }
    })
    expect(woke.status).toMatchObject({ isLive: true, viewerCount: 2, peakViewerCount: 2 })
    expect(woke.history).toEqual(['before eviction'])
    expect(await publishedAudio(user.id)).toEqual(concatBytes(chunks))
    await pages[0].waitFor('stream_status', (m) => !m.data.isLive)
  })

  it('notices at its next alarm that an eviction took the host and the viewers, and ends the stream after the grace', async () => {
    const { streamId } = await streamInProgress()
    const room = roomOf(env, streamId)
    await abortAllDurableObjects()

    expect(await runDurableObjectAlarm(room)).toBe(true)
    const since = await runInDurableObject(room, (instance: StreamRoom) => instance.storage.hostAwaySince)
    expect(since).not.toBeNull()
    const row = () =>
      env.DB.prepare('SELECT is_live, viewer_count FROM streams WHERE id = ?')
        .bind(streamId)
        .first<{ is_live: number; viewer_count: number }>()
    expect(await row()).toEqual({ is_live: 1, viewer_count: 0 })

    await runInDurableObject(room, (instance: StreamRoom) => {
      instance.storage.hostAwaySince = Date.now() - HOST_AWAY_GRACE_MS - 1
    })
    expect(await runDurableObjectAlarm(room)).toBe(true)
    expect((await row())!.is_live).toBe(0)
  })
})
