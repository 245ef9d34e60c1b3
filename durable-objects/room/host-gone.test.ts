import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { roomOf } from './room-identity'
import { liveStream, openRoomSocket } from '../../tests/support/room-test-client'
import { HOST_AWAY_GRACE_MS } from './host-presence'
import type { StreamRoom } from './stream-room'

const isLive = async (id: number) =>
  (await env.DB.prepare('SELECT is_live FROM streams WHERE id = ?').bind(id).first<{ is_live: number }>())!.is_live ===
  1

/** A studio host on /ws and a viewer page watching; returns the room's stub. */
async function hostedStream() {
  const { client, streamId } = await liveStream()
  const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
  host.send('host-stream', { streamId })
  await host.waitFor('viewer-count')
  const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
  viewer.send('join', { streamId })
  await viewer.waitFor('stream_status', (m) => m.data.isLive)
  return { client, streamId, host, viewer, room: roomOf(env, streamId) }
}

const hostAwaySince = (room: DurableObjectStub<StreamRoom>) =>
  runInDurableObject(room, (instance: StreamRoom) => instance.storage.hostAwaySince)

/** Pretends the grace has passed since the host went (or since the stream was made). */
const backdateHostGone = (room: DurableObjectStub<StreamRoom>) =>
  runInDurableObject(room, (instance: StreamRoom) => {
    instance.storage.hostAwaySince = Date.now() - HOST_AWAY_GRACE_MS - 1
  })

async function waitForHostGone(room: DurableObjectStub<StreamRoom>) {
  const deadline = Date.now() + 3000
  while ((await hostAwaySince(room)) === null) {
    if (Date.now() > deadline) throw new Error('the room never noticed the host had gone')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('StreamRoom: a host who vanishes', () => {
  it('ends the stream once the host has been gone longer than the grace, and not before', async () => {
    const { streamId, host, viewer, room } = await hostedStream()
    host.socket.close(1001, 'tab closed')
    await waitForHostGone(room)

    expect(await runDurableObjectAlarm(room)).toBe(true)
    expect(await isLive(streamId)).toBe(true)

    await backdateHostGone(room)
    expect(await runDurableObjectAlarm(room)).toBe(true)
    await viewer.waitFor('stream_status', (m) => !m.data.isLive)
    expect(await isLive(streamId)).toBe(false)
  })

  it('keeps the stream live when the host comes back within the grace', async () => {
    const { client, streamId, host, room } = await hostedStream()
    host.socket.close(1001, 'network change')
    await waitForHostGone(room)
    const back = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    back.send('host-stream', { streamId })
    await back.waitFor('viewer-count')
    expect(await hostAwaySince(room)).toBeNull()

    await backdateHostGone(room)
    await runDurableObjectAlarm(room)
    expect(await isLive(streamId)).toBe(true)
  })

  it('tells the viewer page and listeners the host is away (hostAway), then that it is back', async () => {
    const { client, streamId, host, viewer } = await hostedStream()
    const listener = await openRoomSocket(`/audio?streamId=${streamId}&role=listener`)
    expect((await listener.waitFor('stream_status')).data.hostAway).toBe(false)
    expect(viewer.messages('stream_status').map((m) => m.data.hostAway)).toEqual([false])

    host.socket.close(1001, 'tab reloaded')
    expect((await viewer.waitFor('stream_status', (m) => m.data.hostAway)).data.isLive).toBe(true)
    await listener.waitFor('stream_status', (m) => m.data.hostAway)

    const back = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    back.send('host-stream', { streamId })
    const awayThenBack = (socket: typeof viewer) => () =>
      socket
        .messages('stream_status')
        .map((m) => m.data.hostAway)
        .join() === 'false,true,false'
    await viewer.waitUntil(awayThenBack(viewer), 'the viewer page to hear the host is back')
    await listener.waitUntil(awayThenBack(listener), 'the listener to hear the host is back')
  })

  it('counts an encoder on /audio as the host', async () => {
    const { client, streamId, host, viewer, room } = await hostedStream()
    const encoder = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await viewer.waitFor('stream_status', (m) => m.data.audioLive)
    host.socket.close(1001, 'studio closed, encoder still sending')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await hostAwaySince(room)).toBeNull()
    encoder.socket.close(1000)
    await waitForHostGone(room)
    await backdateHostGone(room)
    await runDurableObjectAlarm(room)
    expect(await isLive(streamId)).toBe(false)
  })
})

describe('StreamRoom: a host who never connects', () => {
  it('ends the stream the grace after Go Live when no host socket ever opened, and not before', async () => {
    const before = Date.now()
    const { streamId } = await liveStream()
    const room = roomOf(env, streamId)
    // Nothing has connected: the API's call alone armed the countdown.
    const [since, alarm] = await runInDurableObject(room, async (instance: StreamRoom, state) => [
      instance.storage.hostAwaySince,
      await state.storage.getAlarm(),
    ])
    expect(since).toBeGreaterThanOrEqual(before)
    expect(alarm).toBe(since! + HOST_AWAY_GRACE_MS)

    expect(await runDurableObjectAlarm(room)).toBe(true)
    expect(await isLive(streamId)).toBe(true)

    await backdateHostGone(room)
    expect(await runDurableObjectAlarm(room)).toBe(true)
    expect(await isLive(streamId)).toBe(false)
    const row = await env.DB.prepare('SELECT ended_at FROM streams WHERE id = ?')
      .bind(streamId)
      .first<{ ended_at: number | null }>()
    expect(row!.ended_at).not.toBeNull()
  })

  it('does not tell viewers the host is reconnecting before the host ever connected, only once it came and went', async () => {
    const { client, streamId } = await liveStream()
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join', { streamId })
    expect((await viewer.waitFor('stream_status')).data).toMatchObject({ isLive: true, hostAway: false })

    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    await host.waitFor('viewer-count')
    host.socket.close(1001, 'tab reloaded')
    await viewer.waitFor('stream_status', (m) => m.data.hostAway)
    expect(viewer.messages('stream_status').every((m) => m.data.isLive)).toBe(true)
  })

  it('keeps the stream live when its host connected within the grace', async () => {
    const { client, streamId } = await liveStream()
    const room = roomOf(env, streamId)
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    await host.waitFor('viewer-count')
    expect(await hostAwaySince(room)).toBeNull()

    await backdateHostGone(room)
    await runDurableObjectAlarm(room)
    expect(await isLive(streamId)).toBe(true)
  })
})
