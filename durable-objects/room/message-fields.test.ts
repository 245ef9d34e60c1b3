import { describe, expect, it } from 'vitest'
import { liveStream, openRoomSocket, type RoomTestSocket } from '../../tests/support/room-test-client'

const offer = { type: 'offer', sdp: 'v=0 offer' } as const
const answer = { type: 'answer', sdp: 'v=0 answer' } as const

/** How a client writes its messages: `{ type, data }`, or each message's fields at the top level. */
const writings = [
  {
    name: 'fields under data, stream id as digits',
    send: (socket: RoomTestSocket, type: string, fields: Record<string, unknown>) => socket.send(type, fields),
    id: String,
  },
  {
    name: 'fields at the top level, stream id as a number',
    send: (socket: RoomTestSocket, type: string, fields: Record<string, unknown>) => socket.sendFlat(type, fields),
    id: Number,
  },
  {
    name: 'fields at the top level, stream id as digits',
    send: (socket: RoomTestSocket, type: string, fields: Record<string, unknown>) => socket.sendFlat(type, fields),
    id: String,
  },
]

describe.each(writings)('StreamRoom: messages written with $name', ({ send, id }) => {
  it('the viewer page joins, chats, pings and leaves', async () => {
    const { streamId } = await liveStream()
    const page = await openRoomSocket(`/ws?streamId=${streamId}`)
    const watcher = await openRoomSocket(`/ws?streamId=${streamId}`)
    watcher.send('join', { streamId })
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 1)

    send(page, 'join', { streamId: id(streamId), userId: null, username: 'Guest' })
    await page.waitFor('chat_history')
    expect((await page.waitFor('stream_status')).data).toMatchObject({ streamId, isLive: true })
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 2)
    send(page, 'chat', { streamId: id(streamId), userId: null, username: 'Guest', message: 'hello there' })
    expect((await watcher.waitFor('chat_message')).data).toMatchObject({ username: 'Guest', message: 'hello there' })
    send(page, 'ping', { streamId: id(streamId) })
    await page.waitFor('pong')
    send(page, 'leave', { streamId: id(streamId) })
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 1)
    expect(page.messages('error')).toEqual([])
  })

  it('the studio hosts, joins, signals, chats, leaves and ends', async () => {
    const { client, streamId } = await liveStream()
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    const [hostId, viewerId] = await Promise.all([host.id(), viewer.id()])

    send(host, 'host-stream', { streamId: id(streamId) })
    await host.waitFor('viewer-count')
    send(viewer, 'join-stream', { streamId: id(streamId) })
    await host.waitFor('viewer-joined', (m) => m.data.viewerId === viewerId)
    send(host, 'stream-offer', { streamId: id(streamId), description: offer, viewerId })
    expect((await viewer.waitFor('stream-offer')).data).toEqual({ hostId, description: offer })
    send(viewer, 'stream-answer', { hostId, description: answer })
    expect((await host.waitFor('stream-answer')).data).toEqual({ viewerId, description: answer })
    send(viewer, 'ice-candidate', { streamId: id(streamId), targetId: hostId, candidate: null })
    expect((await host.waitFor('ice-candidate')).data).toEqual({ from: viewerId, candidate: null })
    send(viewer, 'chat-message', { streamId: id(streamId), message: 'nice set' })
    expect((await host.waitFor('chat-message')).data).toMatchObject({ senderId: viewerId, message: 'nice set' })
    send(viewer, 'leave-stream', { streamId: id(streamId) })
    await host.waitFor('viewer-left', (m) => m.data.viewerId === viewerId)
    send(viewer, 'join-stream', { streamId: id(streamId) })
    await host.waitFor('viewer-count', (m) => m.data.count === 1)
    send(host, 'end-stream', { streamId: id(streamId) })
    expect((await viewer.waitFor('stream-ended')).data).toEqual({ streamId })
    expect([...host.messages('error'), ...viewer.messages('error')]).toEqual([])
  })
})
