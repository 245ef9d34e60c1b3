import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { liveStream, openRoomSocket } from '../tests/support/room-test-client'

/** Plain /ws: the stream named by the first message (ADR 008). */
describe('plain /ws', () => {
  it('joins a viewer page to the stream its first message names, where it chats with the room', async () => {
    const { streamId } = await liveStream()
    const watcher = await openRoomSocket(`/ws?streamId=${streamId}`)
    watcher.send('join', { streamId })
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 1)

    const page = await openRoomSocket('/ws')
    page.socket.send(JSON.stringify({ type: 'join', streamId, userId: null, username: 'Guest' }))
    // Sent before the room answered: kept and passed on in order.
    page.send('chat', { streamId, message: 'first!' })
    expect((await page.waitFor('welcome')).data).toMatchObject({ streamId, userId: null, isOwner: false })
    await page.waitFor('chat_history')
    expect((await page.waitFor('stream_status')).data).toMatchObject({ streamId, isLive: true })
    expect((await watcher.waitFor('chat_message')).data).toMatchObject({ username: 'Guest', message: 'first!' })
    watcher.send('chat', { streamId, message: 'welcome in' })
    await page.waitFor('chat_message', (m) => m.data.message === 'welcome in')
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 2)

    page.close()
    await watcher.waitFor('viewer_count', (m) => m.data.viewerCount === 1)
  })

  it('lets the owner host from the first message, with the identity of the session, and a studio viewer join', async () => {
    const { client, user, streamId } = await liveStream('Plain Host')
    const host = await openRoomSocket('/ws', client.sessionCookie)
    host.send('host-stream', { streamId: String(streamId) })
    expect((await host.waitFor('welcome')).data).toMatchObject({
      streamId,
      userId: user.id,
      displayName: 'Plain Host',
      isOwner: true,
    })
    await host.waitFor('viewer-count')

    const viewer = await openRoomSocket('/ws')
    viewer.send('join-stream', { streamId })
    const viewerId = await viewer.id()
    await host.waitFor('viewer-joined', (m) => m.data.viewerId === viewerId)
    viewer.send('chat-message', { streamId, message: 'hi host' })
    expect((await host.waitFor('chat-message')).data).toMatchObject({ senderId: viewerId, message: 'hi host' })
    host.send('chat-message', { streamId, message: 'hi viewer' })
    await viewer.waitFor('chat-message', (m) => m.data.message === 'hi viewer')
    expect([...host.messages('error'), ...viewer.messages('error')]).toEqual([])
  })

  it('tells a visitor naming an unknown stream stream-not-found, like /ws?streamId=', async () => {
    const page = await openRoomSocket('/ws')
    page.send('join-stream', { streamId: 987655 })
    expect((await page.waitFor('stream-not-found')).data).toEqual({ streamId: 987655 })
  })

  it.each([
    ['a message that names no stream', JSON.stringify({ type: 'chat', data: { streamId: 1, message: 'hi' } }), 1008],
    ['a frame that is not JSON', 'hello', 1008],
    ['a first message over 4 KB', JSON.stringify({ type: 'join', streamId: 1, username: 'x'.repeat(5000) }), 1009],
  ])('answers %s with an error frame and closes', async (_, frame, code) => {
    const page = await openRoomSocket('/ws')
    page.socket.send(frame)
    expect((await page.waitFor('error')).data.code).toBe('malformed')
    await page.waitUntil(() => page.closed !== null, 'close')
    expect(page.closed!.code).toBe(code)
    expect(page.messages('welcome')).toEqual([])
  })

  it('closes a socket that names no stream within 10 s', async () => {
    const page = await openRoomSocket('/ws')
    const opened = Date.now()
    await new Promise<void>((resolve) => page.socket.addEventListener('close', () => resolve()))
    expect(Date.now() - opened).toBeGreaterThanOrEqual(9_900)
    expect(page.closed!.code).toBe(1008)
    expect(page.messages('error').map((m) => m.data.message)).toEqual(['No stream was named in time'])
  }, 20_000)

  it("refuses another site's page with 403 and a request that is not an upgrade with 426", async () => {
    expect(
      (await SELF.fetch('http://localhost/ws', { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } }))
        .status,
    ).toBe(403)
    expect((await SELF.fetch('http://localhost/ws')).status).toBe(426)
  })
})
