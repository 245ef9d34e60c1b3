import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { uploadMedia } from '../../tests/support/content'
import { fixtureBytes } from '../../tests/support/fixtures'
import { getDb } from '../db/client'
import { findStreamByKey } from '../db/streams'
import { openRoomSocket } from '../../tests/support/room-test-client'

type Body = { message: string; issues?: { path: string; message: string }[] }
type Stream = {
  id: number
  userId: number
  title: string
  isLive: boolean
  viewerCount: number
  startedAt: string | null
  endedAt: string | null
  tags: string[]
  user: { id: number; displayName: string; followerCount: number }
}
type Created = { success: boolean; message: string; streamId: number; shareUrl: string; resumed: boolean }

const STREAM_KEYS = [
  'category',
  'createdAt',
  'description',
  'endedAt',
  'id',
  'isLive',
  'peakViewerCount',
  'startedAt',
  'tags',
  'thumbnailUrl',
  'title',
  'user',
  'userId',
  'viewerCount',
]

const json = async <T>(response: Response) => (await response.json()) as T

async function goLive(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/streams/webrtc', body)
  expect(response.status).toBe(201)
  return json<Created>(response)
}

const isStreaming = async (userId: number) =>
  (await json<{ isStreaming: boolean }>(await new TestClient().get(`/api/users/${userId}`))).isStreaming

describe('POST /api/streams', () => {
  it('creates a scheduled stream, not live, with its broadcaster', async () => {
    const { client, user } = await signedInClient()
    const response = await client.post('/api/streams', {
      title: ' Friday set ',
      description: 'House',
      category: 'Music',
      tags: ['house', 'live'],
    })
    expect(response.status).toBe(201)
    const stream = await json<Stream & Record<string, unknown>>(response)
    expect(Object.keys(stream).sort()).toEqual(STREAM_KEYS)
    expect(stream).toMatchObject({
      title: 'Friday set',
      isLive: false,
      startedAt: null,
      endedAt: null,
      tags: ['house', 'live'],
      userId: user.id,
    })
    expect(stream.user).toEqual({
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      profileImageUrl: null,
      followerCount: 0,
    })
    expect(await isStreaming(user.id)).toBe(false)
  })

  it.each([
    [{}, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'ok', description: 'x'.repeat(2001) }, 'description', 'Description must be at most 2000 characters'],
    [{ title: 'ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'At most 10 tags'],
    [{ title: 'ok', tags: ['x'.repeat(31)] }, 'tags.0', 'Each tag must be at most 30 characters'],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const { client } = await signedInClient()
    const response = await client.post('/api/streams', body)
    expect(response.status).toBe(400)
    const error = await json<Body>(response)
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path: field, message })
  })

  it('answers 401 for a visitor, 403 for a body userId of someone else and 400 for a thumbnail not uploaded by the user', async () => {
    const { client } = await signedInClient()
    const { user: other } = await signedInClient()
    expect((await new TestClient().post('/api/streams', { title: 'Nope' })).status).toBe(401)
    expect((await client.post('/api/streams', { title: 'Nope', userId: other.id })).status).toBe(403)
    const thumbnail = await client.post('/api/streams', {
      title: 'Nope',
      thumbnailUrl: 'https://elsewhere.example/t.png',
    })
    expect(thumbnail.status).toBe(400)
    expect(await json<Body>(thumbnail)).toEqual({ message: 'Thumbnail must be an image you uploaded' })
  })
})

describe('stream thumbnail', () => {
  it('accepts an image the user uploaded and deletes the file with the stream', async () => {
    const { client, user } = await signedInClient()
    const thumbnail = await uploadMedia(user.id, 'image')
    const response = await client.post('/api/streams', { title: 'With picture', thumbnailUrl: thumbnail.url })
    expect(response.status).toBe(201)
    const stream = await json<Stream & { thumbnailUrl: string }>(response)
    expect(stream.thumbnailUrl).toBe(thumbnail.url)
    await client.delete(`/api/streams/${stream.id}`)
    expect(await env.MEDIA.head(thumbnail.key)).toBeNull()
  })
})

describe('GET /api/streams, /api/streams/{id} and /api/streams/user/{userId}', () => {
  it('lists streams newest first, with paging, and finds one by id', async () => {
    const { client, user } = await signedInClient()
    const first = await json<Stream>(await client.post('/api/streams', { title: 'First' }))
    const second = await json<Stream>(await client.post('/api/streams', { title: 'Second' }))

    const all = await json<Stream[]>(await new TestClient().get('/api/streams?limit=100'))
    const ids = all.map((stream) => stream.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(await json<Stream[]>(await new TestClient().get('/api/streams?limit=1'))).toHaveLength(1)
    expect((await new TestClient().get('/api/streams?limit=0')).status).toBe(400)

    const mine = await json<Stream[]>(await new TestClient().get(`/api/streams/user/${user.id}`))
    expect(mine.map((stream) => stream.title)).toEqual(['Second', 'First'])
    expect(await json<Stream>(await new TestClient().get(`/api/streams/${first.id}`))).toMatchObject({
      id: first.id,
      title: 'First',
    })
  })

  it('answers 404 for an unknown stream and an empty list for a user without streams', async () => {
    const { user } = await signedInClient()
    const unknown = await new TestClient().get('/api/streams/99999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Stream not found' })
    expect(await json<Stream[]>(await new TestClient().get(`/api/streams/user/${user.id}`))).toEqual([])
  })
})

describe('POST /api/streams/webrtc and GET /api/streams/webrtc/{streamId}', () => {
  it('creates a live stream titled after the host, sets isStreaming and answers its share URL', async () => {
    const { client, user } = await signedInClient({ displayName: 'Dj Test' })
    const created = await goLive(client, { userId: user.id, userName: 'ignored' })
    expect(created).toEqual({
      success: true,
      message: expect.any(String),
      streamId: expect.any(Number),
      shareUrl: `http://localhost/stream/${created.streamId}`,
      resumed: false,
    })
    const stream = await json<Stream>(await new TestClient().get(`/api/streams/${created.streamId}`))
    expect(stream).toMatchObject({ title: "Dj Test's live stream", isLive: true, userId: user.id, endedAt: null })
    expect(Date.now() - Date.parse(stream.startedAt!)).toBeLessThan(60_000)
    expect(await isStreaming(user.id)).toBe(true)

    const lookup = await new TestClient().get(`/api/streams/webrtc/${created.streamId}`)
    expect(await json<{ success: boolean; stream: Stream }>(lookup)).toMatchObject({
      success: true,
      stream: { id: created.streamId, isLive: true },
    })
  })

  it('resumes the host’s live stream: 200, the same id and title, the stream still live for its audience', async () => {
    const { client, user } = await signedInClient()
    const first = await goLive(client, { title: 'First go' })
    const viewer = await openRoomSocket(`/ws?streamId=${first.streamId}`)
    viewer.send('join', { streamId: first.streamId })
    await viewer.waitFor('stream_status', (m) => m.data.isLive)

    const again = await client.post('/api/streams/webrtc', { title: 'Second go' })
    expect(again.status).toBe(200)
    expect(await json<Created>(again)).toEqual({ ...first, message: expect.any(String), resumed: true })
    expect(await json<Stream>(await client.get(`/api/streams/${first.streamId}`))).toMatchObject({
      title: 'First go',
      isLive: true,
      endedAt: null,
    })
    const { n } = (await env.DB.prepare('select count(*) n from streams where user_id = ?').bind(user.id).first<{
      n: number
    }>())!
    expect(n).toBe(1)
    expect(await isStreaming(user.id)).toBe(true)
  })

  it('starts a new stream once the live one has ended', async () => {
    const { client } = await signedInClient()
    const first = await goLive(client)
    expect((await client.post(`/api/streams/${first.streamId}/end`)).status).toBe(200)
    const second = await goLive(client)
    expect(second.streamId).not.toBe(first.streamId)
  })

  it('answers 401 for a visitor, 403 for another userId and 404 with success false for an unknown stream', async () => {
    const { client } = await signedInClient()
    const { user: other } = await signedInClient()
    expect((await new TestClient().post('/api/streams/webrtc', {})).status).toBe(401)
    expect((await client.post('/api/streams/webrtc', { userId: other.id })).status).toBe(403)
    expect(await isStreaming(other.id)).toBe(false)
    const unknown = await new TestClient().get('/api/streams/webrtc/99999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ success: false, message: 'Stream not found' })
  })

  it.each(['abc', '0', '-3', '1.5'])(
    'answers 404 with success false for %s, an id that names no stream',
    async (id) => {
      const response = await new TestClient().get(`/api/streams/webrtc/${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ success: false, message: 'Stream not found' })
    },
  )
})

describe('GET /api/streams/live/mine', () => {
  it('answers the signed-in user’s live stream as GET /api/streams/{id} does, null once it ends; 401 for a visitor', async () => {
    const { client } = await signedInClient()
    const none = { stream: null, broadcastFrom: null, waiting: null }
    expect(await json(await client.get('/api/streams/live/mine'))).toEqual(none)
    const { streamId } = await goLive(client)
    const mine = await client.get('/api/streams/live/mine')
    expect(mine.status).toBe(200)
    const stream = await json(await client.get(`/api/streams/${streamId}`))
    expect(await json(mine)).toEqual({ stream, broadcastFrom: null, waiting: null })
    await client.post(`/api/streams/${streamId}/end`)
    expect(await json(await client.get('/api/streams/live/mine'))).toEqual(none)
    const visitor = await new TestClient().get('/api/streams/live/mine')
    expect(visitor.status).toBe(401)
    expect(await json(visitor)).toEqual({ message: expect.any(String) })
  })
})

describe('GET /api/streams/live/mine: a stream waiting for broadcasting software', () => {
  it('answers the newest stream made ahead and not started, the next newest once that one is gone', async () => {
    const { client, user } = await signedInClient()
    const make = async (title: string) => json<Stream>(await client.post('/api/streams', { userId: user.id, title }))
    await make('Older')
    const newest = await make('For the encoder')
    const waiting = async () =>
      (await json<{ waiting: Stream | null }>(await client.get('/api/streams/live/mine'))).waiting
    expect(await waiting()).toEqual(newest)
    await client.delete(`/api/streams/${newest.id}`)
    expect((await waiting())?.title).toBe('Older')
  })
})

describe('GET /api/streams/live/mine: where the live stream is broadcast from', () => {
  it('says a studio tab broadcasts it while a host socket is in the room, and nothing once that socket went', async () => {
    const { client } = await signedInClient()
    const { streamId } = await goLive(client)
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    await host.waitFor('viewer-count')
    const from = async () =>
      (await json<{ broadcastFrom: string | null }>(await client.get('/api/streams/live/mine'))).broadcastFrom
    expect(await from()).toBe('studio')
    host.socket.close(1001, 'reloaded')
    await expect.poll(from).toBeNull()
  })
})

describe('POST /api/streams/{id}/end', () => {
  it('ends the live stream, zeroes its viewers and clears isStreaming; ending again is a no-op', async () => {
    const { client, user } = await signedInClient()
    const { streamId } = await goLive(client)
    await env.DB.prepare('update streams set viewer_count = 5, peak_viewer_count = 7 where id = ?').bind(streamId).run()

    const ended = await client.post(`/api/streams/${streamId}/end`)
    expect(ended.status).toBe(200)
    const stream = await json<Stream>(ended)
    expect(stream).toMatchObject({
      id: streamId,
      isLive: false,
      viewerCount: 0,
      peakViewerCount: 7,
      endedAt: expect.any(String),
    })
    expect(await isStreaming(user.id)).toBe(false)

    const again = await client.post(`/api/streams/${streamId}/end`)
    expect(again.status).toBe(200)
    expect((await json<Stream>(again)).endedAt).toBe(stream.endedAt)
  })

  it('ends a stream still waiting for broadcasting software: its key is refused with 409 and it waits no more', async () => {
    const { client } = await signedInClient()
    const made = await json<Stream>(await client.post('/api/streams', { title: 'For the encoder' }))
    const { streamKey } = await json<{ streamKey: string }>(await client.get(`/api/streams/${made.id}/key`))
    const waiting = async () =>
      (await json<{ waiting: Stream | null }>(await client.get('/api/streams/live/mine'))).waiting
    expect((await waiting())?.id).toBe(made.id)

    const ended = await client.post(`/api/streams/${made.id}/end`)
    expect(ended.status).toBe(200)
    const stream = await json<Stream>(ended)
    expect(stream).toMatchObject({ isLive: false, startedAt: null, endedAt: expect.any(String) })
    expect(await waiting()).toBeNull()
    const pushed = await SELF.fetch(`http://localhost/ingest/${streamKey}`, {
      method: 'POST',
      body: fixtureBytes('tone.webm'),
    })
    expect(pushed.status).toBe(409)
    expect(await json(pushed)).toEqual({ message: expect.stringMatching(/ended/) })

    const again = await client.post(`/api/streams/${made.id}/end`)
    expect(again.status).toBe(200)
    expect((await json<Stream>(again)).endedAt).toBe(stream.endedAt)
  })

  it('keeps isStreaming while another of the user’s streams is live', async () => {
    const { client, user } = await signedInClient()
    const { streamId } = await goLive(client)
    const scheduled = await json<Stream>(await client.post('/api/streams', { title: 'Later' }))
    await client.post(`/api/streams/${scheduled.id}/end`)
    expect(await isStreaming(user.id)).toBe(true)
    await client.post(`/api/streams/${streamId}/end`)
    expect(await isStreaming(user.id)).toBe(false)
  })

  it('answers 401 for a visitor, 403 for another user and 404 for an unknown stream', async () => {
    const { client, user } = await signedInClient()
    const { client: other } = await signedInClient()
    const { streamId } = await goLive(client)
    expect((await new TestClient().post(`/api/streams/${streamId}/end`)).status).toBe(401)
    expect((await other.post(`/api/streams/${streamId}/end`)).status).toBe(403)
    expect((await client.post('/api/streams/99999999/end')).status).toBe(404)
    expect(await isStreaming(user.id)).toBe(true)
  })
})

describe('DELETE /api/streams/{id}', () => {
  it('deletes the live stream with its likes and clears isStreaming', async () => {
    const { client, user } = await signedInClient()
    const { user: fan } = await signedInClient()
    const { streamId } = await goLive(client)
    await env.DB.prepare("insert into likes (user_id, content_id, content_type) values (?, ?, 'stream')")
      .bind(fan.id, streamId)
      .run()

    const response = await client.delete(`/api/streams/${streamId}`)
    expect(response.status).toBe(200)
    expect((await client.get(`/api/streams/${streamId}`)).status).toBe(404)
    expect(await isStreaming(user.id)).toBe(false)
    const likes = await env.DB.prepare(
      "select count(*) as n from likes where content_type = 'stream' and content_id = ?",
    )
      .bind(streamId)
      .first<{ n: number }>()
    expect(likes!.n).toBe(0)
  })

  it('answers 401 for a visitor, 403 for another user and 404 for an unknown stream', async () => {
    const { client } = await signedInClient()
    const { client: other } = await signedInClient()
    const stream = await json<Stream>(await client.post('/api/streams', { title: 'Keep' }))
    expect((await new TestClient().delete(`/api/streams/${stream.id}`)).status).toBe(401)
    expect((await new TestClient().delete('/api/streams/99999999')).status).toBe(401)
    expect((await other.delete(`/api/streams/${stream.id}`)).status).toBe(403)
    const unknown = await client.delete('/api/streams/99999999')
    expect(unknown.status).toBe(404)
    expect((await json<Body>(unknown)).message).toBe('Stream not found')
    expect((await client.get(`/api/streams/${stream.id}`)).status).toBe(200)
  })
})

describe('stream key', () => {
  it('is made on first read, kept, rotated on POST and found by findStreamByKey', async () => {
    const { client } = await signedInClient()
    const { streamId } = await goLive(client)
    const { streamKey } = await json<{ streamKey: string }>(await client.get(`/api/streams/${streamId}/key`))
    expect(streamKey).toMatch(/^sk_[A-Za-z0-9_-]{32}$/)
    expect(await json<{ streamKey: string }>(await client.get(`/api/streams/${streamId}/key`))).toEqual({ streamKey })
    expect((await findStreamByKey(getDb(env.DB), streamKey))?.id).toBe(streamId)

    const rotated = await json<{ streamKey: string }>(await client.post(`/api/streams/${streamId}/key`))
    expect(rotated.streamKey).toMatch(/^sk_[A-Za-z0-9_-]{32}$/)
    expect(rotated.streamKey).not.toBe(streamKey)
    expect(await findStreamByKey(getDb(env.DB), streamKey)).toBeUndefined()
    expect(await json<{ streamKey: string }>(await client.get(`/api/streams/${streamId}/key`))).toEqual(rotated)
  })

  it('is refused to a visitor (401) and to another user (403)', async () => {
    const { client } = await signedInClient()
    const { client: other } = await signedInClient()
    const { streamId } = await goLive(client)
    for (const method of ['GET', 'POST']) {
      expect((await new TestClient().request(method, `/api/streams/${streamId}/key`)).status).toBe(401)
      expect((await other.request(method, `/api/streams/${streamId}/key`)).status).toBe(403)
    }
    expect((await client.get('/api/streams/99999999/key')).status).toBe(404)
  })

  it('never appears in public stream or creator responses', async () => {
    const { client, user } = await signedInClient()
    const { streamId } = await goLive(client)
    const { streamKey } = await json<{ streamKey: string }>(await client.get(`/api/streams/${streamId}/key`))
    const visitor = new TestClient()
    for (const path of [
      '/api/streams?limit=100',
      '/api/streams/featured',
      `/api/streams/user/${user.id}`,
      `/api/streams/${streamId}`,
      `/api/streams/webrtc/${streamId}`,
      '/api/creators/recommended',
    ]) {
      for (const who of [visitor, client]) {
        const text = await (await who.get(path)).text()
        expect(text, path).not.toContain(streamKey)
        expect(text, path).not.toMatch(/streamKey|stream_key/)
      }
    }
    const ended = await (await client.post(`/api/streams/${streamId}/end`)).text()
    expect(ended).not.toContain(streamKey)
  })
})

describe('GET /api/streams/featured', () => {
  it('holds live streams only, the biggest audience first; ended and scheduled streams are left out', async () => {
    const clients = await Promise.all([signedInClient(), signedInClient(), signedInClient()])
    const [quietLive, busyLive, ended] = await Promise.all(clients.map(({ client }) => goLive(client)))
    const scheduled = await json<Stream>(await clients[0].client.post('/api/streams', { title: 'Scheduled' }))
    // Huge audiences keep these ahead of live streams other tests leave behind.
    const setViewers = (id: number, viewers: number) =>
      env.DB.prepare('update streams set viewer_count = ? where id = ?').bind(viewers, id).run()
    await setViewers(quietLive.streamId, 900_000_001)
    await setViewers(busyLive.streamId, 900_000_002)
    expect((await clients[2].client.post(`/api/streams/${ended.streamId}/end`)).status).toBe(200)

    const featured = await json<Stream[]>(await new TestClient().get('/api/streams/featured'))
    expect(featured.length).toBeLessThanOrEqual(20)
    expect(featured.slice(0, 2).map((stream) => stream.id)).toEqual([busyLive.streamId, quietLive.streamId])
    expect(featured.every((stream) => stream.isLive && stream.endedAt === null)).toBe(true)
    const ids = featured.map((stream) => stream.id)
    expect(ids).not.toContain(ended.streamId)
    expect(ids).not.toContain(scheduled.id)

    const firstTwo = await json<Stream[]>(await new TestClient().get('/api/streams/featured?limit=2'))
    expect(firstTwo.map((stream) => stream.id)).toEqual([busyLive.streamId, quietLive.streamId])
  })

  it('answers 400 with a message for a limit out of range', async () => {
    const response = await new TestClient().get('/api/streams/featured?limit=0')
    expect(response.status).toBe(400)
    expect((await json<{ message: string }>(response)).message).toBe('Limit must be between 1 and 100')
  })
})

describe("an ended stream's room", () => {
  it('still sends its chat history to a viewer page that opens later, and takes no new chat', async () => {
    const { client } = await signedInClient()
    const { streamId } = await goLive(client)
    const talker = await openRoomSocket(`/ws?streamId=${streamId}`)
    talker.send('join', { streamId })
    talker.send('chat', { streamId, message: 'what a set' })
    await talker.waitFor('chat_message')
    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)

    const later = await openRoomSocket(`/ws?streamId=${streamId}`)
    later.send('join', { streamId })
    expect((await later.waitFor('chat_history')).data.messages.map((m) => m.message)).toEqual(['what a set'])
    expect((await later.waitFor('stream_status')).data.isLive).toBe(false)
    later.send('chat', { streamId, message: 'too late' })
    await later.waitFor('stream_status', () => later.messages('stream_status').length === 2)
    expect(later.messages('chat_message')).toEqual([])
  })
})
