import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { liveStream, openRoomSocket } from '../../tests/support/room-test-client'

const streamRow = (id: number) =>
  env.DB.prepare('SELECT is_live, viewer_count, peak_viewer_count, ended_at FROM streams WHERE id = ?').bind(id).first<{
    is_live: number
    viewer_count: number
    peak_viewer_count: number
    ended_at: number | null
  }>()

describe('StreamRoom: the door', () => {
  it('refuses a socket whose stream id is not a number', async () => {
    const response = await SELF.fetch('http://localhost/ws?streamId=abc', { headers: { Upgrade: 'websocket' } })
    expect(response.status).toBe(400)
  })

  it("refuses another site's page with 403", async () => {
    const { streamId } = await liveStream()
    const response = await SELF.fetch(`http://localhost/ws?streamId=${streamId}`, {
      headers: { Upgrade: 'websocket', Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it('ignores identity headers sent by the client', async () => {
    const { streamId } = await liveStream()
    const forged = encodeURIComponent(
      JSON.stringify({
        streamId,
        streamFound: true,
        userId: 1,
        displayName: 'Boss',
        isOwner: true,
        channel: 'chat',
        mediaRole: null,
      }),
    )
    const response = await SELF.fetch(`http://localhost/ws?streamId=${streamId}`, {
      headers: { Upgrade: 'websocket', Origin: 'http://localhost', 'X-Room-Identity': forged },
    })
    const socket = response.webSocket!
    socket.accept()
    const welcome = await new Promise<{ data: { userId: number | null; isOwner: boolean } }>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(event.data as string)), { once: true }),
    )
    expect(welcome.data).toMatchObject({ userId: null, isOwner: false })
    socket.close()
  })

  it('answers a ping, and an unknown or malformed message with an error frame while staying open', async () => {
    const { streamId } = await liveStream()
    const socket = await openRoomSocket(`/ws?streamId=${streamId}`)
    socket.socket.send('not json at all')
    socket.send('dance', { streamId })
    socket.send('join')
    await socket.waitUntil(() => socket.messages('error').length === 3, 'three errors')
    expect(socket.messages('error').map((e) => e.data)).toEqual([
      { message: 'Unknown or malformed message', code: 'malformed' },
      { message: 'Unknown or malformed message', code: 'malformed' },
      expect.objectContaining({ code: 'malformed' }),
    ])
    socket.send('ping')
    expect((await socket.waitFor('pong')).data.timestamp).toEqual(expect.any(Number))
  })

  it('tells both vocabularies stream-not-found for an unknown stream', async () => {
    const socket = await openRoomSocket('/ws?streamId=987654')
    socket.send('join-stream', { streamId: 987654 })
    expect((await socket.waitFor('stream-not-found')).data).toEqual({ streamId: 987654 })
  })
})

describe('StreamRoom: viewer page and studio chat', () => {
  it('sends the last 50 messages on join and carries chat both ways between the pages, each in its own shape', async () => {
    const { client: hostClient, streamId, user: host } = await liveStream('Nova Host')
    const studio = await openRoomSocket(`/ws?streamId=${streamId}`, hostClient.sessionCookie)
    studio.send('host-stream', { streamId: String(streamId) })
    const guestPage = await openRoomSocket(`/ws?streamId=${streamId}`)
    guestPage.send('join', { streamId, userId: host.id, username: 'I am the host' })
    await guestPage.waitFor('chat_history')

    guestPage.send('chat', { streamId, userId: host.id, username: 'spoof', message: ' hello there ' })
    const asStudio = await studio.waitFor('chat-message')
    expect(asStudio.data).toEqual({
      senderId: await guestPage.id(),
      message: 'hello there',
      timestamp: expect.any(Number),
      senderName: null,
      userId: null,
      id: expect.any(String),
    })
    const asPage = await guestPage.waitFor('chat_message')
    expect(asPage.data).toEqual({
      id: asStudio.data.id,
      userId: null,
      username: 'Guest',
      message: 'hello there',
      timestamp: asStudio.data.timestamp,
    })

    studio.send('chat-message', { streamId, message: 'welcome!' })
    const fromHost = await guestPage.waitFor('chat_message', (m) => m.data.message === 'welcome!')
    expect(fromHost.data).toMatchObject({ userId: host.id, username: 'Nova Host' })
    expect((await studio.waitFor('chat-message', (m) => m.data.message === 'welcome!')).data.senderId).toBe(
      await studio.id(),
    )

    const late = await openRoomSocket(`/ws?streamId=${streamId}`)
    late.send('join', { streamId })
    expect((await late.waitFor('chat_history')).data.messages.map((m) => m.message)).toEqual([
      'hello there',
      'welcome!',
    ])
  })

  it('keeps only the last 50 messages in the history', async () => {
    const { streamId } = await liveStream()
    const talkers = await Promise.all(Array.from({ length: 11 }, () => openRoomSocket(`/ws?streamId=${streamId}`)))
    talkers.forEach((talker, t) =>
      Array.from({ length: 5 }, (_, i) => talker.send('chat', { streamId, message: `m${t * 5 + i}` })),
    )
    const reader = talkers[0]
    reader.send('join', { streamId })
    await reader.waitUntil(() => reader.messages('chat_message').length === 55, '55 messages')
    const late = await openRoomSocket(`/ws?streamId=${streamId}`)
    late.send('join', { streamId })
    const history = (await late.waitFor('chat_history')).data.messages
    expect(history).toHaveLength(50)
    expect(history.at(-1)!.message).toBe(reader.messages('chat_message').at(-1)!.data.message)
  })

  it('refuses chat over 500 characters and floods politely, then keeps the socket', async () => {
    const { streamId } = await liveStream()
    const socket = await openRoomSocket(`/ws?streamId=${streamId}`)
    socket.send('join', { streamId })
    socket.send('chat', { streamId, message: 'x'.repeat(501) })
    expect((await socket.waitFor('error')).data).toEqual({
      message: 'Message must be at most 500 characters',
      code: 'malformed',
    })
    for (let i = 0; i < 6; i++) socket.send('chat', { streamId, message: `n${i}` })
    expect((await socket.waitFor('error', (e) => e.data.code === 'rate-limited')).data.message).toMatch(/too quickly/)
    await socket.waitUntil(() => socket.messages('chat_message').length === 5, 'five messages')
    expect(socket.closed).toBeNull()
  })

  it('closes a socket that sends a text frame over 64 KB with 1009, and the others carry on', async () => {
    const { streamId } = await liveStream()
    const rude = await openRoomSocket(`/ws?streamId=${streamId}`)
    const polite = await openRoomSocket(`/ws?streamId=${streamId}`)
    polite.send('join', { streamId })
    rude.socket.send(JSON.stringify({ type: 'chat', data: { streamId, message: 'y'.repeat(70 * 1024) } }))
    await rude.waitUntil(() => rude.closed !== null, 'close')
    expect(rude.closed!.code).toBe(1009)
    polite.send('chat', { streamId, message: 'still here' })
    await polite.waitFor('chat_message')
  })

  it('shows a signed-in viewer by display name and refuses a socket of another stream id', async () => {
    const { streamId } = await liveStream()
    const { client } = await signedInClient({ displayName: 'Marlowe Fan' })
    const page = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    page.send('join', { streamId })
    page.send('chat', { streamId, message: 'hi' })
    expect((await page.waitFor('chat_message')).data.username).toBe('Marlowe Fan')
    page.send('chat', { streamId: streamId + 1, message: 'elsewhere' })
    expect((await page.waitFor('error')).data.code).toBe('wrong-stream')
  })
})

describe('StreamRoom: viewer counts', () => {
  it('counts viewers of both pages exactly, also when sockets drop without leaving, and keeps the peak', async () => {
    const { client, streamId } = await liveStream()
    const studio = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    studio.send('host-stream', { streamId })
    await studio.waitFor('viewer-count')
    const pages = await Promise.all([1, 2, 3].map(() => openRoomSocket(`/ws?streamId=${streamId}`)))
    pages.forEach((page) => page.send('join', { streamId }))
    const studioViewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    studioViewer.send('join-stream', { streamId })
    await studio.waitFor('viewer-count', (m) => m.data.count === 4)
    await pages[0].waitFor('viewer_count', (m) => m.data.viewerCount === 4)

    pages[1].close() // abrupt: no leave message
    pages[2].send('leave')
    studioViewer.send('leave-stream', { streamId })
    await studio.waitFor('viewer-count', (m) => m.data.count === 1)
    expect((await studio.waitFor('viewer-left')).data.viewerId).toBe(await studioViewer.id())

    await new Promise((resolve) => setTimeout(resolve, 1300)) // the write-back runs at most once per second
    expect(await streamRow(streamId)).toMatchObject({ viewer_count: 1, peak_viewer_count: 4, is_live: 1 })
  })

  it('sends chat at once in a small room, and in a large one the messages of one tick as one batch, in order', async () => {
    const { streamId } = await liveStream()
    const crowd = await Promise.all(Array.from({ length: 64 }, () => openRoomSocket(`/ws?streamId=${streamId}`)))
    const [listener, sender] = crowd
    listener.send('join', { streamId })
    sender.send('join', { streamId })
    await listener.waitFor('viewer_count', (m) => m.data.viewerCount === 2)
    sender.send('chat', { streamId, message: 'small room' })
    await listener.waitFor('chat_message', (m) => m.data.message === 'small room')
    expect(listener.batches).toBe(0)

    crowd.slice(2).forEach((socket) => socket.send('join', { streamId }))
    await listener.waitFor('viewer_count', (m) => m.data.viewerCount === 64)
    for (const text of ['one', 'two', 'three']) sender.send('chat', { streamId, message: text })
    await listener.waitUntil(() => listener.messages('chat_message').length === 4, 'three more chat messages')
    expect(listener.messages('chat_message').map((m) => m.data.message)).toEqual(['small room', 'one', 'two', 'three'])
    expect(listener.batches).toBe(1)
  })

  it('sends one viewer count per 250 ms, not one per join, in a join storm', async () => {
    const { streamId } = await liveStream()
    const watcher = await openRoomSocket(`/ws?streamId=${streamId}`)
    watcher.send('join', { streamId })
    await watcher.waitFor('viewer_count')
    const crowd = await Promise.all(Array.from({ length: 30 }, () => openRoomSocket(`/ws?streamId=${streamId}`)))
    crowd.forEach((socket) => socket.send('join', { streamId }))
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 31)
    expect(watcher.messages('viewer_count').length).toBeLessThan(10)
  })
})

describe('StreamRoom: hosting and ending', () => {
  it('lets only the owner host or end the stream', async () => {
    const { streamId } = await liveStream()
    const { client } = await signedInClient()
    const stranger = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    stranger.send('host-stream', { streamId })
    expect((await stranger.waitFor('error')).data).toEqual({
      message: "Only the stream's owner can host it",
      code: 'forbidden',
    })
    stranger.send('end-stream', { streamId })
    await stranger.waitUntil(() => stranger.messages('error').length === 2, 'second error')
    expect(stranger.messages('error')[1].data.code).toBe('forbidden')
    expect((await streamRow(streamId))!.is_live).toBe(1)
  })

  it('ends from the studio: every page hears it, the row and isStreaming follow, late joiners are told', async () => {
    const { client, streamId, user } = await liveStream()
    const studio = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    studio.send('host-stream', { streamId })
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join-stream', { streamId })
    const page = await openRoomSocket(`/ws?streamId=${streamId}`)
    page.send('join', { streamId })
    await page.waitFor('stream_status')
    studio.send('end-stream', { streamId })
    expect((await viewer.waitFor('stream-ended')).data).toEqual({ streamId })
    expect((await page.waitFor('stream_status', (m) => !m.data.isLive)).data).toMatchObject({
      isLive: false,
      peakViewerCount: 2,
    })
    expect(await streamRow(streamId)).toMatchObject({
      is_live: 0,
      viewer_count: 0,
      peak_viewer_count: 2,
      ended_at: expect.any(Number),
    })
    const me = (await (await client.get('/api/user')).json()) as { id: number; isStreaming: boolean }
    expect(me).toMatchObject({ id: user.id, isStreaming: false })
    const late = await openRoomSocket(`/ws?streamId=${streamId}`)
    late.send('join-stream', { streamId })
    await late.waitFor('stream-ended')
  })

  it('learns of an end over the API (POST /end) and tells its sockets', async () => {
    const { client, streamId } = await liveStream()
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join-stream', { streamId })
    await viewer.waitFor('viewer-count')
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    await viewer.waitFor('stream-ended')
  })
})
