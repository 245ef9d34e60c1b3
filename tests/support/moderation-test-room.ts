import { env, runInDurableObject } from 'cloudflare:test'
import { roomOf } from '../../durable-objects/room/room-identity'
import { liveStream, openRoomSocket, type RoomTestSocket } from './room-test-client'
import type { StreamRoom } from '../../durable-objects/room/stream-room'

/** The moderation tests' room: a host in the studio, viewer pages, chat, and a clock to move. */

/** A live stream whose host is in the studio (its welcome and chat settings arrived). */
export async function moderatedStream() {
  const stream = await liveStream()
  const host = await openRoomSocket(`/ws?streamId=${stream.streamId}`, stream.client.sessionCookie)
  host.send('host-stream', { streamId: stream.streamId })
  await host.waitFor('chat-settings')
  return { ...stream, host }
}

/** A viewer page that joined: a visitor at `address`, or a signed-in user by their cookie. */
export async function viewerPage(streamId: number, { cookie = '', address = '192.0.2.10' } = {}) {
  const page = await openRoomSocket(`/ws?streamId=${streamId}`, cookie, 'http://localhost', address)
  page.send('join', { streamId })
  await page.waitFor('chat-settings')
  return page
}

/** Sends a chat message and returns its id, as the studio sees it. */
export async function say(page: RoomTestSocket, streamId: number, text: string, host: RoomTestSocket): Promise<string> {
  page.send('chat', { streamId, message: text })
  return (await host.waitFor('chat-message', (m) => m.data.message === text)).data.id
}

/** Every frame the room sent the socket before this point has arrived (the room answers in order). */
export async function settled(socket: RoomTestSocket) {
  const pongs = socket.messages('pong').length
  socket.send('ping')
  await socket.waitUntil(() => socket.messages('pong').length > pongs, 'a pong')
}

export const historyOf = async (streamId: number) => {
  const late = await viewerPage(streamId, { address: '203.0.113.99' })
  const history = (await late.waitFor('chat_history')).data.messages.map((m) => m.message)
  late.close()
  return history
}

export const refusals = (socket: RoomTestSocket) => socket.messages('chat-refused').map((m) => m.data.message)

/** Rewinds the room's moderation clock: timeouts and slow-mode waits end as if `ms` had passed. */
export const timePasses = (streamId: number, ms: number) =>
  runInDurableObject(roomOf(env, streamId), (_room: StreamRoom, state) => {
    state.storage.sql.exec('UPDATE chat_sanction SET until = until - ? WHERE until IS NOT NULL', ms)
    state.storage.sql.exec('UPDATE chat_last_sent SET at = at - ?', ms)
  })
