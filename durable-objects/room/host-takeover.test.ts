import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { HOST_MOVED_CLOSE_CODE } from '../../contracts/plain-values'
import { liveStream, openRoomSocket, sendChunk, toneChunks } from '../../tests/support/room-test-client'
import { roomOf } from './room-identity'
import type { StreamRoom } from './stream-room'

const isLive = async (id: number) =>
  (await env.DB.prepare('SELECT is_live FROM streams WHERE id = ?').bind(id).first<{ is_live: number }>())!.is_live ===
  1

const hostAwaySince = (streamId: number) =>
  runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => room.storage.hostAwaySince)

describe('StreamRoom: a newer host socket takes the broadcast over', () => {
  it('tells the older studio host-moved and closes it with its own code; the stream stays live', async () => {
    const { client, streamId } = await liveStream()
    const older = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    older.send('host-stream', { streamId })
    await older.waitFor('viewer-count')
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join-stream', { streamId })
    await older.waitFor('viewer-joined')

    const newer = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    newer.send('host-stream', { streamId })
    expect((await older.waitFor('host-moved')).data).toEqual({ message: 'This broadcast moved to another tab' })
    await older.waitUntil(() => older.closed !== null, 'the older host socket to close')
    expect(older.closed!.code).toBe(HOST_MOVED_CLOSE_CODE)

    // The newer tab hosts: it meets the viewer already watching, and the stream does not count down.
    await newer.waitFor('viewer-joined')
    expect(newer.messages('host-moved')).toEqual([])
    expect(await isLive(streamId)).toBe(true)
    expect(await hostAwaySince(streamId)).toBeNull()
    expect(viewer.messages('stream-ended')).toEqual([])
  })

  it('closes the older /audio host socket when a newer one opens, whose audio listeners then hear', async () => {
    const { client, streamId } = await liveStream()
    const [first, ...rest] = toneChunks()
    const older = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    sendChunk(older, first)
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    await listener.waitUntil(() => listener.binary.length === 2, 'the header and the first Cluster')

    const newer = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await older.waitUntil(() => older.closed !== null, 'the older audio host socket to close')
    expect(older.closed!.code).toBe(HOST_MOVED_CLOSE_CODE)
    sendChunk(newer, first)
    sendChunk(newer, rest[0])
    await listener.waitUntil(() => listener.binary.length === 4, 'the newer host’s chunks')
    expect(listener.binary[2]).toEqual(first)
    expect(listener.closed).toBeNull()
    expect(await isLive(streamId)).toBe(true)
    expect(await hostAwaySince(streamId)).toBeNull()
  })
})
