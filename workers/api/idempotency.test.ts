import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack, uploadMedia } from '../../tests/support/content'
import { fixtureBytes } from '../../tests/support/fixtures'
import { getDb } from '../db/client'
import { purgeExpiredRows } from '../maintenance'

const HOUR_MS = 60 * 60 * 1000

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n

const playlistsNamed = (userId: number, name: string) =>
  count('select count(*) n from playlists where user_id = ? and name = ?', userId, name)

const keyed = (key: string) => ({ 'Idempotency-Key': key })

async function answer(response: Response) {
  return { status: response.status, body: await response.text(), replayed: response.headers.get('Idempotent-Replayed') }
}

/** What a creating call needs: a signed-in user, one of their tracks, posts and playlists, and an uploaded file. */
async function world() {
  const { client, user } = await signedInClient()
  const track = await createTrack(client, user.id)
  const post = await createPost(client)
  const playlistId = await env.DB.prepare('select id from playlists where user_id = ? limit 1')
    .bind(user.id)
    .first<number>('id')
  const audioUrl = (await uploadMedia(user.id, 'audio')).url
  return { client, userId: user.id, trackId: track.id, postId: post.id, playlistId: playlistId!, audioUrl }
}

type World = Awaited<ReturnType<typeof world>>

interface CreatingCall {
  path: (w: World) => string
  body: (w: World) => unknown
  /** Counts what the call creates; its one parameter is the user's id. */
  rows: string
}

const CREATING_CALLS: Record<string, CreatingCall> = {
  'POST /api/playlists': {
    path: () => '/api/playlists',
    body: () => ({ name: 'Once only' }),
    rows: "select count(*) n from playlists where user_id = ? and name = 'Once only'",
  },
  'POST /api/playlists/{id}/tracks': {
    path: (w) => `/api/playlists/${w.playlistId}/tracks`,
    body: (w) => ({ trackId: w.trackId }),
    rows: 'select count(*) n from playlist_tracks join playlists on playlists.id = playlist_id where user_id = ?',
  },
  'POST /api/tracks': {
    path: () => '/api/tracks',
    body: (w) => ({ title: 'Once only', artistName: 'Artist', audioUrl: w.audioUrl }),
    rows: "select count(*) n from tracks where user_id = ? and title = 'Once only'",
  },
  'POST /api/posts': {
    path: () => '/api/posts',
    body: () => ({ title: 'Once only', content: 'Words' }),
    rows: "select count(*) n from posts where user_id = ? and title = 'Once only'",
  },
  'POST /api/tracks/{id}/comments': {
    path: (w) => `/api/tracks/${w.trackId}/comments`,
    body: () => ({ content: 'Once only' }),
    rows: "select count(*) n from comments where user_id = ? and content_type = 'track'",
  },
  'POST /api/posts/{id}/comments': {
    path: (w) => `/api/posts/${w.postId}/comments`,
    body: () => ({ content: 'Once only' }),
    rows: "select count(*) n from comments where user_id = ? and content_type = 'post'",
  },
  'POST /api/streams': {
    path: () => '/api/streams',
    body: () => ({ title: 'Once only' }),
    rows: "select count(*) n from streams where user_id = ? and title = 'Once only'",
  },
  'POST /api/streams/webrtc': {
    path: () => '/api/streams/webrtc',
    body: () => ({ title: 'Once only' }),
    rows: "select count(*) n from streams where user_id = ? and title = 'Once only'",
  },
}

describe('Idempotency-Key on creating calls', () => {
  it.each(Object.entries(CREATING_CALLS))('%s: a repeat gets the first answer, one row is made', async (_, call) => {
    const w = await world()
    const send = () => w.client.request('POST', call.path(w), call.body(w), keyed('once-only'))
    const first = await answer(await send())
    const repeat = await answer(await send())

    expect(first.status).toBeLessThan(300)
    expect(first.replayed).toBeNull()
    expect(repeat).toEqual({ ...first, replayed: 'true' })
    expect(await count(call.rows, w.userId)).toBe(1)
  })

  it('keeps each user’s keys apart: the same key from another user creates their own playlist', async () => {
    const [alice, bob] = await Promise.all([signedInClient(), signedInClient()])
    const created = await Promise.all(
      [alice, bob].map(async ({ client }) => {
        const response = await client.request('POST', '/api/playlists', { name: 'Shared key' }, keyed('shared'))
        expect(response.status).toBe(201)
        expect(response.headers.get('Idempotent-Replayed')).toBeNull()
        return ((await response.json()) as { id: number }).id
      }),
    )
    expect(created[0]).not.toBe(created[1])
    for (const { user } of [alice, bob]) expect(await playlistsNamed(user.id, 'Shared key')).toBe(1)
  })

  it('answers 422 to the same key with another body or another path, and creates nothing more', async () => {
    const { client, user } = await signedInClient()
    expect((await client.request('POST', '/api/playlists', { name: 'First' }, keyed('k1'))).status).toBe(201)

    for (const [path, body] of [
      ['/api/playlists', { name: 'Second' }],
      ['/api/posts', { title: 'First', content: 'Words' }],
    ] as const) {
      const response = await client.request('POST', path, body, keyed('k1'))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ message: 'This Idempotency-Key was used for a different request' })
    }
    expect([await playlistsNamed(user.id, 'First'), await playlistsNamed(user.id, 'Second')]).toEqual([1, 0])
    expect(await count('select count(*) n from posts where user_id = ?', user.id)).toBe(0)
  })

  it('answers 409 while the first request with the key is still running', async () => {
    const { client, user } = await signedInClient()
    expect((await client.request('POST', '/api/playlists', { name: 'Slow' }, keyed('k2'))).status).toBe(201)
    // As the row stands while the first request has not answered yet.
    await env.DB.prepare("update idempotency_keys set status = null, body = null where user_id = ? and key = 'k2'")
      .bind(user.id)
      .run()

    const response = await client.request('POST', '/api/playlists', { name: 'Slow' }, keyed('k2'))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: 'A request with this Idempotency-Key is still in progress' })
    expect(await playlistsNamed(user.id, 'Slow')).toBe(1)
  })

  it('behaves as before without the header: each call creates, nothing is kept', async () => {
    const { client, user } = await signedInClient()
    for (let i = 0; i < 2; i++) {
      const response = await client.post('/api/playlists', { name: 'No key' })
      expect(response.status).toBe(201)
      expect(response.headers.get('Idempotent-Replayed')).toBeNull()
    }
    expect(await playlistsNamed(user.id, 'No key')).toBe(2)
    expect(await count('select count(*) n from idempotency_keys where user_id = ?', user.id)).toBe(0)
  })

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
  ])('refuses a key that is %s with 400 and creates nothing', async (_, key) => {
    const { client, user } = await signedInClient()
    const response = await client.request('POST', '/api/playlists', { name: 'Bad key' }, keyed(key))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Idempotency-Key must be 1 to 255 characters' })
    expect(await playlistsNamed(user.id, 'Bad key')).toBe(0)
  })

  it('takes a key of 255 characters', async () => {
    const { client } = await signedInClient()
    const send = () => client.request('POST', '/api/playlists', { name: 'Long key' }, keyed('k'.repeat(255)))
    expect((await send()).status).toBe(201)
    expect((await send()).headers.get('Idempotent-Replayed')).toBe('true')
  })

  it('leaves a visitor’s call to the route: 401, nothing kept', async () => {
    const response = await new TestClient().request('POST', '/api/playlists', { name: 'Visitor' }, keyed('k3'))
    expect(response.status).toBe(401)
    expect(await count("select count(*) n from idempotency_keys where key = 'k3'")).toBe(0)
  })

  it('keeps no refusal worth retrying: a rate-limited comment may be sent again under its key', async () => {
    const w = await world()
    const path = `/api/tracks/${w.trackId}/comments`
    for (let i = 0; i < 10; i++) expect((await w.client.post(path, { content: `Comment ${i}` })).status).toBe(201)

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await answer(await w.client.request('POST', path, { content: 'One more' }, keyed('k4')))
      expect(refused).toMatchObject({ status: 429, replayed: null })
    }
    expect(await count("select count(*) n from idempotency_keys where user_id = ? and key = 'k4'", w.userId)).toBe(0)
  })

  it('knows an upload by its length and type: replays the same file, refuses another length', async () => {
    const { client, user } = await signedInClient()
    const form = (bytes: Uint8Array<ArrayBuffer>) => {
      const body = new FormData()
      body.append('audio', new File([bytes], 'tone.mp3', { type: 'audio/mpeg' }))
      return body
    }
    const tone = fixtureBytes('tone.mp3')
    const first = await answer(await client.request('POST', '/api/upload/audio', form(tone), keyed('k5')))
    const repeat = await answer(await client.request('POST', '/api/upload/audio', form(tone), keyed('k5')))
    expect(first.status).toBe(200)
    expect(repeat).toEqual({ ...first, replayed: 'true' })
    expect(await count('select count(*) n from uploads where user_id = ?', user.id)).toBe(1)

    const other = await client.request('POST', '/api/upload/audio', form(fixtureBytes('tone.ogg')), keyed('k5'))
    expect(other.status).toBe(422)
  })

  it('forgets keys in the hourly upkeep once they are 24 hours old: the key then creates again', async () => {
    const { client, user } = await signedInClient()
    const send = () => client.request('POST', '/api/playlists', { name: 'Day old' }, keyed('k6'))
    expect((await send()).status).toBe(201)
    const keys = () => count('select count(*) n from idempotency_keys where user_id = ?', user.id)

    await purgeExpiredRows(getDb(env.DB), Date.now() + 23 * HOUR_MS)
    expect(await keys()).toBe(1)
    await purgeExpiredRows(getDb(env.DB), Date.now() + 24 * HOUR_MS + 1000)
    expect(await keys()).toBe(0)

    const again = await send()
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await playlistsNamed(user.id, 'Day old')).toBe(2)
  })
})

describe('Idempotency-Key on registration', () => {
  const account = (username: string, password = 'secret123') => ({ username, password, displayName: 'Once' })
  const accountsNamed = (username: string) => count('select count(*) n from users where username = ?', username)
  const signedInAs = async (client: TestClient) =>
    ((await (await client.get('/api/user')).json()) as { username: string } | null)?.username ?? null

  it('answers a retry with the first answer and signs the retrying browser in; one account is made', async () => {
    const first = new TestClient()
    const created = await answer(await first.request('POST', '/api/register', account('keyedonce'), keyed('r1')))
    // The same browser retrying after the answer was lost on the way: its cookie never arrived either.
    const retry = new TestClient()
    const repeat = await answer(await retry.request('POST', '/api/register', account('keyedonce'), keyed('r1')))

    expect(created.status).toBe(201)
    expect(repeat).toEqual({ ...created, replayed: 'true' })
    expect(await signedInAs(retry)).toBe('keyedonce')
    expect(await accountsNamed('keyedonce')).toBe(1)
  })

  it('replays to no one who sends the key with another password or other details: 422', async () => {
    const client = new TestClient()
    expect((await client.request('POST', '/api/register', account('keyedtwo'), keyed('r2'))).status).toBe(201)
    for (const other of [account('keyedtwo', 'other-secret'), { ...account('keyedtwo'), displayName: 'Else' }]) {
      const stranger = new TestClient()
      const response = await stranger.request('POST', '/api/register', other, keyed('r2'))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ message: 'This Idempotency-Key was used for a different request' })
      expect(await signedInAs(stranger)).toBeNull()
    }
  })

  it('still refuses a taken username without the key or under another key: 409', async () => {
    expect((await new TestClient().post('/api/register', account('keyedthree'))).status).toBe(201)
    for (const headers of [{}, keyed('r3')]) {
      const response = await new TestClient().request('POST', '/api/register', account('keyedthree'), headers)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ message: 'Username already exists' })
    }
    expect(await accountsNamed('keyedthree')).toBe(1)
  })
})
