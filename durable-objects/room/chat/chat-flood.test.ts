import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../../tests/support/api'
import { roomOf } from '../room-identity'
import { liveStream, openRoomSocket, type RoomTestSocket } from '../../../tests/support/room-test-client'
import { StreamRoom } from '../stream-room'

const chatOf = (sockets: RoomTestSocket[], streamId: number, count: number) =>
  Array.from({ length: count }, (_, i) => sockets[i % sockets.length].send('chat', { streamId, message: `m${i}` }))

const refusals = (sockets: RoomTestSocket[]) =>
  sockets.flatMap((socket) => socket.messages('error')).filter((e) => e.data.code === 'rate-limited')

describe('StreamRoom: chat flood control per sender across sockets', () => {
  it('lets one signed-in user over three sockets send 5 of 10 messages in 5 s, refusing the rest politely', async () => {
    const { streamId } = await liveStream()
    const { client } = await signedInClient({ displayName: 'Many Tabs' })
    const reader = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '203.0.113.9')
    reader.send('join', { streamId })
    await reader.waitFor('chat_history')
    const tabs = await Promise.all(
      [1, 2, 3].map((n) =>
        openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie, 'http://localhost', `198.51.100.${n}`),
      ),
    )
    chatOf(tabs, streamId, 10)
    await reader.waitUntil(() => refusals(tabs).length === 5, 'five refusals')
    expect(refusals(tabs)[0].data.message).toBe('You are sending messages too quickly. Please wait a moment.')
    reader.send('ping')
    await reader.waitFor('pong')
    expect(reader.messages('chat_message')).toHaveLength(5)
    expect(tabs.every((tab) => tab.closed === null)).toBe(true)
  })

  it('gives two visitors at different addresses each their own 5, and visitors at one address one 5 between them', async () => {
    const { streamId } = await liveStream()
    const reader = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '203.0.113.9')
    reader.send('join', { streamId })
    await reader.waitFor('chat_history')
    const first = await Promise.all(
      [0, 1].map(() => openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.1')),
    )
    const second = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.2')
    chatOf(first, streamId, 10)
    chatOf([second], streamId, 6)
    await reader.waitUntil(() => refusals(first).length === 5 && refusals([second]).length === 1, 'the refusals')
    reader.send('ping')
    await reader.waitFor('pong')
    expect(reader.messages('chat_message')).toHaveLength(10)
  })

  it('keeps the window when the room is rebuilt from storage, as after hibernation', async () => {
    const { streamId } = await liveStream()
    const talker = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.7')
    talker.send('join', { streamId })
    await talker.waitFor('chat_history')
    chatOf([talker], streamId, 5)
    await talker.waitUntil(() => talker.messages('chat_message').length === 5, 'five messages')
    // A fresh instance on the same storage and sockets: nothing it knows comes from the old instance's fields.
    const admitted = await runInDurableObject(roomOf(env, streamId), async (_instance: StreamRoom, state) => {
      const woken = new StreamRoom(state, env)
      const socket = state.getWebSockets()[0]
      await woken.webSocketMessage(
        socket,
        JSON.stringify({ type: 'chat', data: { streamId, message: 'after waking' } }),
      )
      return woken.storage.chatHistory().length
    })
    expect(admitted).toBe(5)
    await talker.waitFor('error', (e) => e.data.code === 'rate-limited')
  })

  it('accepts a 10th socket from one address to one stream and refuses the 11th with 1008', async () => {
    const { streamId } = await liveStream()
    const open = () => openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.50')
    const ten = await Promise.all(Array.from({ length: 10 }, open))
    await Promise.all(ten.map((socket) => socket.waitFor('welcome')))
    const eleventh = await open()
    await eleventh.waitUntil(() => eleventh.closed !== null, 'the 11th closed')
    expect(eleventh.closed!.code).toBe(1008)
    expect(eleventh.messages('error')[0].data).toEqual({
      message: 'Too many connections from your address to this stream',
      code: 'rate-limited',
    })
    expect(ten.every((socket) => socket.closed === null)).toBe(true)
    const elsewhere = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.51')
    await elsewhere.waitFor('welcome')
    ten[0].close()
    await ten[0].waitUntil(() => ten[0].closed !== null, 'one closed')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const again = await open()
    await again.waitFor('welcome')
    expect(again.closed).toBeNull()
  })
})
