import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { fixtureBytes } from '../../tests/support/fixtures'
import { concatBytes } from '../../workers/media/bytes'
import type { ChatPeople } from '../../contracts/room-moderation'
import { roomOf } from '../room/room-identity'
import {
  liveStream,
  openRoomSocket,
  sendChunk,
  TONE_CLUSTERS,
  toneChunks,
  type RoomTestSocket,
} from '../../tests/support/room-test-client'
import { shardIndex, shardOf } from './shard-route'
import { ShardRoom } from './shard-room'
import { StreamRoom } from '../room/stream-room'

/** The stream's next listeners spread over `shards` rooms, as a large audience would make them. */
const forceShards = (streamId: number, shards: number) =>
  runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => {
    room.shards.minShards = shards
  })

/** A client address the door sends to shard `shard` of `shards` (the door hashes the address). */
function addressOnShard(shard: number, shards: number, skip = 0): string {
  let found = 0
  for (let n = 1; ; n++) {
    const address = `198.51.100.${n}`
    if (shardIndex({ address, userId: null }, shards) === shard && found++ === skip) return address
  }
}

const socketsOn = (streamId: number, shard: number) =>
  runInDurableObject(shardOf(env, streamId, shard), (room: ShardRoom) => room.registry.size)

/** A live stream whose host is in the studio, its listeners spread over `shards` rooms. */
async function shardedStream(shards: number) {
  const stream = await liveStream()
  const host = await openRoomSocket(`/ws?streamId=${stream.streamId}`, stream.client.sessionCookie)
  host.send('host-stream', { streamId: stream.streamId })
  await host.waitFor('chat-settings')
  await forceShards(stream.streamId, shards)
  return { ...stream, host }
}

/** A viewer page (a visitor at `address`, or the user of `cookie`) that joined. */
async function viewerPage(streamId: number, address: string, cookie = '') {
  const page = await openRoomSocket(`/ws?streamId=${streamId}&page=viewer`, cookie, 'http://localhost', address)
  page.send('join', { streamId })
  await page.waitFor('chat-settings')
  return page
}

const chatTexts = (socket: RoomTestSocket) => socket.messages('chat_message').map((m) => m.data.message)

const streamRow = (id: number) =>
  env.DB.prepare('SELECT viewer_count FROM streams WHERE id = ?').bind(id).first<{ viewer_count: number }>()

describe('Shard rooms: one stream past one room', () => {
  it('keeps a small stream in one room', async () => {
    const { streamId } = await liveStream()
    await viewerPage(streamId, addressOnShard(1, 2))
    expect(await runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => room.registry.size)).toBe(1)
    expect(await socketsOn(streamId, 1)).toBe(0)
  })

  it('delivers a chat from a listener on one shard to listeners on every shard, in order, stored once', async () => {
    const { streamId, host } = await shardedStream(3)
    const pages = await Promise.all([0, 1, 2].map((shard) => viewerPage(streamId, addressOnShard(shard, 3))))
    expect(await Promise.all([0, 1, 2].map((shard) => socketsOn(streamId, shard)))).toEqual([1, 1, 1])

    for (const text of ['one', 'two', 'three']) pages[1].send('chat', { streamId, message: text })
    for (const page of pages) await page.waitUntil(() => chatTexts(page).length === 3, 'three messages')
    for (const page of pages) expect(chatTexts(page)).toEqual(['one', 'two', 'three'])
    await host.waitUntil(() => host.messages('chat-message').length === 3, 'the studio hears them')
    expect(host.messages('chat-message').map((m) => m.data.message)).toEqual(['one', 'two', 'three'])

    const history = await runInDurableObject(roomOf(env, streamId), (room: StreamRoom) =>
      room.storage.chatHistory().map((m) => m.message),
    )
    expect(history).toEqual(['one', 'two', 'three'])
    const late = await viewerPage(streamId, addressOnShard(2, 3, 1))
    expect((await late.waitFor('chat_history')).data.messages.map((m) => m.message)).toEqual(['one', 'two', 'three'])
  })

  it('gives a late /audio listener on a shard the header and a whole Cluster, from a shard that was there and one that attaches late', async () => {
    const { streamId, client } = await shardedStream(2)
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const early = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      addressOnShard(0, 2),
    )
    await early.waitFor('stream_status', (m) => m.data.audioLive)
    const chunks = toneChunks()
    chunks.slice(0, 4).forEach((chunk) => sendChunk(host, chunk))
    await early.waitUntil(() => early.binary.length === 4, 'four chunks')
    expect(await socketsOn(streamId, 1)).toBe(0)

    const lateOnSameShard = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      addressOnShard(0, 2, 1),
    )
    const lateOnNewShard = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      addressOnShard(1, 2),
    )
    expect(await socketsOn(streamId, 1)).toBe(1)
    const tone = fixtureBytes('tone.webm')
    const sent = concatBytes(chunks.slice(0, 4)).length
    for (const late of [lateOnSameShard, lateOnNewShard]) {
      await late.waitUntil(() => late.binary.length >= 2, 'the header and the current Cluster')
      expect(concatBytes(late.binary)).toEqual(
        concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(TONE_CLUSTERS[1], sent)]),
      )
    }
    chunks.slice(4).forEach((chunk) => sendChunk(host, chunk))
    for (const late of [lateOnSameShard, lateOnNewShard]) {
      await late.waitUntil(() => late.binary.length === 2 + chunks.length - 4, 'the live chunks')
      expect(concatBytes(late.binary)).toEqual(
        concatBytes([tone.subarray(0, TONE_CLUSTERS[0]), tone.subarray(TONE_CLUSTERS[1])]),
      )
    }
  })

  it("rolls the shards' viewers up into the stream's count", async () => {
    const { streamId, host } = await shardedStream(2)
    const pages = [
      await viewerPage(streamId, addressOnShard(0, 2)),
      await viewerPage(streamId, addressOnShard(1, 2)),
      await viewerPage(streamId, addressOnShard(1, 2, 1)),
    ]
    await host.waitFor('viewer-count', (m) => m.data.count === 3)
    await pages[0].waitFor('viewer_count', (m) => m.data.viewerCount === 3)
    await expect.poll(async () => (await streamRow(streamId))!.viewer_count, { timeout: 5000 }).toBe(3)

    pages[2].close()
    await host.waitFor('viewer-count', (m) => m.data.count === 2)
    await pages[1].waitFor('viewer_count', (m) => m.data.viewerCount === 2)
  })

  it('lets the host ban a listener on a shard: told at once, silenced after, the others unaffected', async () => {
    const { streamId, host } = await shardedStream(2)
    const troll = await viewerPage(streamId, addressOnShard(1, 2))
    const other = await viewerPage(streamId, addressOnShard(0, 2))
    troll.send('chat', { streamId, message: 'spam' })
    const { id } = (await host.waitFor('chat-message', (m) => m.data.message === 'spam')).data
    host.send('ban-chatter', { streamId, target: { messageId: id } })
    expect((await troll.waitFor('chat-refused')).data.reason).toBe('banned')

    troll.send('chat', { streamId, message: 'more spam' })
    await troll.waitUntil(() => troll.messages('chat-refused').length === 2, 'a second refusal')
    other.send('chat', { streamId, message: 'hello' })
    await other.waitFor('chat_message', (m) => m.data.message === 'hello')
    expect(chatTexts(other)).toEqual(['spam', 'hello'])
    expect(host.messages('chat-message').map((m) => m.data.message)).toEqual(['spam', 'hello'])
  })

  it('holds followers-only chat on a shard: a follower chats every time, a stranger is refused', async () => {
    const { streamId, host, user: hostUser } = await shardedStream(2)
    const fan = await signedInClient({ displayName: 'Shard Fan' })
    const stranger = await signedInClient({ displayName: 'Shard Stranger' })
    expect((await fan.client.post('/api/follows', { followedId: hostUser.id })).status).toBe(200)
    const fanPage = await viewerPage(streamId, addressOnShard(1, 2), fan.client.sessionCookie)
    const strangerPage = await viewerPage(streamId, addressOnShard(1, 2, 1), stranger.client.sessionCookie)
    host.send('set-followers-only', { streamId, on: true })
    await fanPage.waitFor('chat-settings', (m) => m.data.followersOnly)

    for (const message of ['first', 'second', 'third']) {
      fanPage.send('chat', { streamId, message })
      await host.waitFor('chat-message', (m) => m.data.message === message)
    }
    strangerPage.send('chat', { streamId, message: 'let me in' })
    expect((await strangerPage.waitFor('chat-refused')).data.message).toBe(
      'Followers-only chat: follow the host to chat',
    )
    expect(host.messages('chat-message').map((m) => m.data.message)).toEqual(['first', 'second', 'third'])
  })

  it("lists the shards' viewers in the host's People list, and drops one who leaves", async () => {
    const { streamId, host } = await shardedStream(2)
    const ada = await signedInClient({ displayName: 'Ada On Shard' })
    const bo = await signedInClient({ displayName: 'Bo On Shard' })
    await viewerPage(streamId, addressOnShard(0, 2), ada.client.sessionCookie)
    const boPage = await viewerPage(streamId, addressOnShard(1, 2), bo.client.sessionCookie)
    await viewerPage(streamId, addressOnShard(1, 2, 1))
    const listed = (people: ChatPeople) => people.viewers.map((viewer) => viewer.name)

    host.send('get-chat-people', { streamId })
    const first = await host.waitFor('chat-people', (m) => m.data.viewers.length === 2 && m.data.guests === 1)
    expect(listed(first.data)).toEqual(['Ada On Shard', 'Bo On Shard'])

    const pushedBefore = host.messages('chat-people').length
    boPage.close()
    const pushed = () => host.messages('chat-people').slice(pushedBefore).at(-1)?.data
    await host.waitUntil(() => pushed()?.viewers.length === 1, 'a list without Bo')
    expect(listed(pushed()!)).toEqual(['Ada On Shard'])
    expect(pushed()!.guests).toBe(1)
  })

  it("closes the shards' media sockets and tells their pages when the stream ends", async () => {
    const { streamId, client, host } = await shardedStream(2)
    const page = await viewerPage(streamId, addressOnShard(0, 2))
    const listener = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      addressOnShard(1, 2),
    )
    await listener.waitFor('stream_status')
    await host.waitFor('viewer-count', (m) => m.data.count === 1)

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    await listener.waitUntil(() => listener.closed !== null, 'the listener closed')
    expect(listener.closed!.code).toBe(1000)
    expect(listener.messages('stream_status').at(-1)!.data.isLive).toBe(false)
    await page.waitFor('stream_status', (m) => !m.data.isLive)
    await page.waitFor('viewer_count', (m) => m.data.viewerCount === 0)
    expect((await streamRow(streamId))!.viewer_count).toBe(0)
  })

  it('carries on when a new root and a new shard instance wake on the same storage and sockets, as after hibernation', async () => {
    const { streamId, client } = await shardedStream(2)
    const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    await viewerPage(streamId, addressOnShard(0, 2))
    const listener = await openRoomSocket(
      `/audio?streamId=${streamId}&role=listener`,
      '',
      'http://localhost',
      addressOnShard(0, 2, 1),
    )
    await listener.waitFor('stream_status', (m) => m.data.audioLive)
    const chunks = toneChunks()
    chunks.slice(0, 4).forEach((chunk) => sendChunk(host, chunk))
    await listener.waitUntil(() => listener.binary.length === 4, 'four chunks')
    await expect
      .poll(() => runInDurableObject(roomOf(env, streamId), (room: StreamRoom) => room.shards.viewers))
      .toBe(1)

    const rootViewers = await runInDurableObject(roomOf(env, streamId), async (_asleep: StreamRoom, state) => {
      return (await new StreamRoom(state, env).statusMessage()).data.viewerCount
    })
    expect(rootViewers).toBe(1)
    const shardWoke = await runInDurableObject(shardOf(env, streamId, 0), async (_asleep: ShardRoom, state) => {
      const shard = new ShardRoom(state, env)
      shard.media('audio', chunks[4].slice().buffer, false)
      return { sockets: shard.registry.size, status: (await shard.statusMessage()).data }
    })
    expect(shardWoke).toMatchObject({ sockets: 2, status: { isLive: true, audioLive: true } })
    await listener.waitUntil(() => listener.binary.length === 5, 'the chunk the new instance relayed')
    expect(listener.binary[4]).toEqual(chunks[4])
  })
})
