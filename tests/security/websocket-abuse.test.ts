import { SELF, env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ROOM_SOCKETS_PER_ADDRESS } from '../../contracts/room'
import { FLOOD_REFUSALS_BEFORE_CLOSE } from '../../durable-objects/room/chat/chat'
import { roomOf } from '../../durable-objects/room/room-identity'
import { liveStream, openRoomSocket, type RoomTestSocket } from '../support/room-test-client'
import { type StreamRoom } from '../../durable-objects/room/stream-room'

const MEGABYTE = 1024 * 1024
const offer = { type: 'offer', sdp: 'v=0 offer' } as const

/** A viewer-page socket that has joined the stream's chat, from its own address. */
async function chatViewer(streamId: number, address: string, cookie = ''): Promise<RoomTestSocket> {
  const viewer = await openRoomSocket(`/ws?streamId=${streamId}`, cookie, 'http://localhost', address)
  viewer.send('join', { streamId })
  await viewer.waitFor('chat_history')
  return viewer
}

/** The room still answers and relays: `speaker` says something and `reader` hears it. */
async function roomStillServes(streamId: number, reader: RoomTestSocket, speaker: RoomTestSocket, text: string) {
  speaker.send('chat', { streamId, message: text })
  await reader.waitFor('chat_message', (m) => m.data.message === text)
}

const closedWith = async (socket: RoomTestSocket) => {
  await socket.waitUntil(() => socket.closed !== null, 'the socket closed')
  return socket.closed!.code
}

const bucketKeys = async () => (await env.MEDIA.list()).objects.map((object) => object.key).sort()

describe('WebSocket abuse: the room refuses it and goes on serving everyone else', () => {
  it('refuses 1 MB frames from listeners, text (1009) and binary, on the chat and the audio socket', async () => {
    const { streamId } = await liveStream()
    const reader = await chatViewer(streamId, '203.0.113.30')
    const speaker = await chatViewer(streamId, '203.0.113.31')

    const binaryOnChat = await chatViewer(streamId, '203.0.113.32')
    binaryOnChat.socket.send(new Uint8Array(MEGABYTE))
    expect((await binaryOnChat.waitFor('error', (e) => e.data.code === 'unsupported')).data.message).toBe(
      'Binary frames are not accepted here',
    )

    const textOnChat = await chatViewer(streamId, '203.0.113.33')
    textOnChat.socket.send('x'.repeat(MEGABYTE))
    expect(await closedWith(textOnChat)).toBe(1009)

    const listener = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      '203.0.113.34',
    )
    listener.socket.send(new Uint8Array(MEGABYTE))
    expect(await closedWith(listener)).toBe(1009)

    await roomStillServes(streamId, reader, speaker, 'still here after 1 MB frames')
    expect(reader.closed).toBeNull()
  })

  it(
    'stays responsive through a 10,000-frame burst: 5 messages through, 20 refused, then the flooder is closed',
    { timeout: 60_000 },
    async () => {
      const { streamId } = await liveStream()
      const reader = await chatViewer(streamId, '203.0.113.40')
      const speaker = await chatViewer(streamId, '203.0.113.41')
      const flooder = await chatViewer(streamId, '203.0.113.42')
      // The frames go straight into the room's handler, as workerd delivers them: the test's own socket would only
      // measure how fast this test can push 10,000 frames through its WebSocket.
      const burstMs = await runInDurableObject(roomOf(env, streamId), async (room: StreamRoom, state) => {
        const socket = state
          .getWebSockets()
          .find((candidate) => room.registry.get(candidate)?.address === '203.0.113.42')!
        const started = Date.now()
        for (let index = 0; index < 10_000; index++) {
          await room.webSocketMessage(
            socket,
            JSON.stringify({ type: 'chat', data: { streamId, message: `flood ${index}` } }),
          )
        }
        return Date.now() - started
      })
      console.info(`the room took ${burstMs} ms for a 10,000-frame burst`)

      expect(await closedWith(flooder)).toBe(1008)
      expect(flooder.messages('error').map((error) => error.data.code)).toEqual(
        Array(FLOOD_REFUSALS_BEFORE_CLOSE).fill('rate-limited'),
      )
      reader.send('ping')
      await reader.waitFor('pong')
      await roomStillServes(streamId, reader, speaker, 'heard over the flood')
      expect(reader.messages('chat_message').filter((m) => m.data.message.startsWith('flood'))).toHaveLength(5)
    },
  )

  it('counts the sockets of an IPv6 client by its /64: one past the limit from one /64 is refused, another /64 is not', async () => {
    const { streamId } = await liveStream()
    const open = (address: string) => openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', address)
    const allowed = await Promise.all(
      Array.from({ length: ROOM_SOCKETS_PER_ADDRESS }, (_, index) => open(`2001:db8:40:1::${index + 1}`)),
    )
    await Promise.all(allowed.map((socket) => socket.waitFor('welcome')))
    const onePast = await open('2001:db8:40:1:ffff:ffff:ffff:ffff')
    expect(await closedWith(onePast)).toBe(1008)
    expect(onePast.messages('error')[0].data.code).toBe('rate-limited')
    const neighbour = await open('2001:db8:40:2::1')
    await neighbour.waitFor('welcome')
    expect(allowed.every((socket) => socket.closed === null)).toBe(true)
  })

  it('relays and stores nothing a listener sends in the host’s place', async () => {
    const { streamId } = await liveStream()
    const keysBefore = await bucketKeys()
    const listener = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      '203.0.113.50',
    )
    const otherListener = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      '203.0.113.51',
    )
    listener.socket.send(JSON.stringify({ type: 'audio_level', data: { level: 1 } }))
    expect((await listener.waitFor('error')).data.code).toBe('forbidden')
    listener.socket.send(new Uint8Array(1024).fill(0x1a))
    expect(await closedWith(listener)).toBe(1008)

    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '203.0.113.52')
    const watcher = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '203.0.113.53')
    const watcherId = await watcher.id()
    watcher.send('join-stream', { streamId })
    viewer.send('host-stream', { streamId })
    viewer.send('stream-offer', { streamId, description: offer, viewerId: watcherId })
    viewer.send('ice-candidate', { streamId, targetId: watcherId, candidate: null })
    viewer.send('end-stream', { streamId })
    await viewer.waitUntil(() => viewer.messages('error').length === 4, 'four refusals')
    expect(viewer.messages('error').map((error) => error.data.code)).toEqual([
      'forbidden',
      'forbidden',
      'forbidden',
      'forbidden',
    ])

    watcher.send('ping')
    await watcher.waitFor('pong')
    otherListener.socket.send(JSON.stringify({ type: 'ping' }))
    await otherListener.waitFor('pong')
    expect(watcher.messages('stream-offer')).toEqual([])
    expect(watcher.messages('ice-candidate')).toEqual([])
    expect(watcher.messages('stream-ended')).toEqual([])
    expect(otherListener.binary).toEqual([])
    expect(otherListener.messages('audio_level')).toEqual([])
    const stream = (await (await SELF.fetch(`http://localhost/api/streams/${streamId}`)).json()) as { isLive: boolean }
    expect(stream.isLive).toBe(true)
    expect(await bucketKeys()).toEqual(keysBefore)
  })

  it.each(['/ws?streamId=', '/audio?role=listener&streamId=', '/video?role=listener&streamId=', '/ws'])(
    "refuses another site's page on %s with 403 JSON, and a client without Origin gets in",
    async (door) => {
      const { streamId } = await liveStream()
      const path = door.endsWith('=') ? `${door}${streamId}` : door
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:8787']) {
        const refused = await SELF.fetch(`http://localhost${path}`, {
          headers: { Upgrade: 'websocket', Origin: origin },
        })
        expect(refused.status).toBe(403)
        expect(await refused.json()).toEqual({ message: 'This site only' })
      }
      const script = await SELF.fetch(`http://localhost${path}`, { headers: { Upgrade: 'websocket' } })
      expect(script.status).toBe(101)
      script.webSocket!.accept()
      script.webSocket!.close(1000, 'done')
    },
  )
})
