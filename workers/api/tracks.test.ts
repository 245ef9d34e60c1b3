import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PlayResult, ListedTrack, TrackDetail } from '../../contracts/tracks'
import { getDb } from '../db/client'
import { findRoomStream, publishLiveRecording } from '../db/streams'
import { TestClient, signedInClient } from '../../tests/support/api'
import { backdatePlays, createPost, createTrack, uploadMedia } from '../../tests/support/content'
import { fixtureBytes } from '../../tests/support/fixtures'
import { liveStream, openRoomSocket } from '../../tests/support/room-test-client'

type Body = { message: string; issues?: { path: string; message: string }[] }

const uniqueGenre = () => `Genre${crypto.randomUUID().slice(0, 8)}`

/** A cookie-less play from `address`, as Cloudflare's edge reports a visitor's address. */
async function playFrom(address: string, trackId: number) {
  const response = await new TestClient().request('POST', `/api/tracks/${trackId}/play`, undefined, {
    'CF-Connecting-IP': address,
  })
  return (await response.json()) as PlayResult
}

const titles = async (response: Response) => ((await response.json()) as ListedTrack[]).map((track) => track.title)

describe('POST /api/tracks', () => {
  it('creates the track with the duration measured at upload, not the one the client sends', async () => {
    const { client, user } = await signedInClient()
    const audio = await uploadMedia(user.id, 'audio', 123.5)
    const cover = await uploadMedia(user.id, 'image')
    const response = await client.post('/api/tracks', {
      userId: user.id,
      title: '  Night Drive ',
      artistName: 'Neon',
      genre: 'Synthwave',
      audioUrl: audio.url,
      coverUrl: cover.url,
      duration: 5,
      waveform: [0, 0.5, 1],
    })
    expect(response.status).toBe(201)
    const track = (await response.json()) as TrackDetail
    expect(track).toMatchObject({
      userId: user.id,
      title: 'Night Drive',
      artistName: 'Neon',
      genre: 'Synthwave',
      audioUrl: audio.url,
      coverUrl: cover.url,
      duration: 123.5,
      waveform: [0, 0.5, 1],
      playCount: 0,
      likeCount: 0,
      user: { id: user.id, username: user.username, displayName: user.displayName, profileImageUrl: null },
    })
    expect(Object.keys(track.user).sort()).toEqual(['displayName', 'id', 'profileImageUrl', 'username'])
    expect(Number.isNaN(Date.parse(track.uploadedAt))).toBe(false)
    expect(JSON.stringify(track)).not.toMatch(/password|pbkdf2/i)
  })

  it("stores genre 'none' and an empty cover as null", async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id, { genre: 'none', coverUrl: '' })
    expect(track).toMatchObject({ genre: null, coverUrl: null, waveform: null })
  })

  it('answers 401 Authentication required to a visitor', async () => {
    const response = await new TestClient().post('/api/tracks', {
      title: 'x',
      artistName: 'y',
      audioUrl: '/api/media/audio/x.mp3',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Authentication required' })
  })

  it.each([
    [{ artistName: 'y' }, 'title', 'Title is required'],
    [{ title: '   ', artistName: 'y' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201), artistName: 'y' }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'x', artistName: '' }, 'artistName', 'Artist name is required'],
    [{ title: 'x', artistName: 'y', waveform: [0.2, 1.5] }, 'waveform.1', 'Waveform values must be between 0 and 1'],
    [
      { title: 'x', artistName: 'y', waveform: Array(2001).fill(0.5) },
      'waveform',
      'Waveform must have at most 2000 points',
    ],
  ])('refuses %o with 400 naming %s', async (fields, path, message) => {
    const { client, user } = await signedInClient()
    const { url } = await uploadMedia(user.id, 'audio')
    const response = await client.post('/api/tracks', { audioUrl: url, ...fields })
    expect(response.status).toBe(400)
    const error = (await response.json()) as Body
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path, message })
  })

  it('answers 403 when the body names another user', async () => {
    const { client, user } = await signedInClient()
    const { url } = await uploadMedia(user.id, 'audio')
    const response = await client.post('/api/tracks', {
      userId: user.id + 1000,
      title: 'x',
      artistName: 'y',
      audioUrl: url,
    })
    expect(response.status).toBe(403)
  })

  it('refuses audio this server did not issue to this user for an audio upload', async () => {
    const { client, user } = await signedInClient()
    const other = await signedInClient()
    const othersAudio = await uploadMedia(other.user.id, 'audio')
    const ownImage = await uploadMedia(user.id, 'image')
    for (const audioUrl of [
      'https://example.com/song.mp3',
      '/api/media/audio/never-uploaded.mp3',
      othersAudio.url,
      ownImage.url,
    ]) {
      const response = await client.post('/api/tracks', { title: 'x', artistName: 'y', audioUrl })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Body).message).toBe('Upload the audio file first')
    }
  })

  it("refuses a cover that is not this user's image upload", async () => {
    const { client, user } = await signedInClient()
    const other = await signedInClient()
    const { url: audioUrl } = await uploadMedia(user.id, 'audio')
    const othersImage = await uploadMedia(other.user.id, 'image')
    for (const coverUrl of [othersImage.url, audioUrl, 'https://example.com/cover.png']) {
      const response = await client.post('/api/tracks', { title: 'x', artistName: 'y', audioUrl, coverUrl })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Body).message).toBe('Upload the cover image first')
    }
  })
})

describe('GET /api/tracks/{id}, /api/tracks/recent and /api/tracks/user/{userId}', () => {
  it('answers a track by id, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const visitor = new TestClient()
    expect(await (await visitor.get(`/api/tracks/${track.id}`)).json()).toEqual({ ...track, videoSegments: [] })
    const missing = await visitor.get('/api/tracks/99999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Track not found' })
    expect((await visitor.get('/api/tracks/abc')).status).toBe(400)
  })

  it("lists a user's tracks newest first, [] for a user without tracks and 404 for an unknown user", async () => {
    const { client, user } = await signedInClient()
    await createTrack(client, user.id, { title: 'First' })
    await createTrack(client, user.id, { title: 'Second' })
    expect(await titles(await new TestClient().get(`/api/tracks/user/${user.id}`))).toEqual(['Second', 'First'])
    const empty = await signedInClient()
    expect(await (await new TestClient().get(`/api/tracks/user/${empty.user.id}`)).json()).toEqual([])
    const unknown = await new TestClient().get('/api/tracks/user/99999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'User not found' })
  })

  it('lists recent tracks newest first, 20 by default, honouring ?limit', async () => {
    const { client, user } = await signedInClient()
    await createTrack(client, user.id, { title: 'Older' })
    await createTrack(client, user.id, { title: 'Newest' })
    expect(await titles(await new TestClient().get('/api/tracks/recent?limit=2'))).toEqual(['Newest', 'Older'])
    const all = (await (await new TestClient().get('/api/tracks/recent')).json()) as ListedTrack[]
    expect(all.length).toBeLessThanOrEqual(20)
    expect(all[0].title).toBe('Newest')
    expect((await new TestClient().get('/api/tracks/recent?limit=0')).status).toBe(400)
  })
})

describe('GET /api/tracks', () => {
  async function playedBy(trackId: number, listeners: number) {
    for (let i = 0; i < listeners; i++) await playFrom(`192.0.2.${i + 1}`, trackId)
  }

  it('sorts by recent, popular (play count) and trending (plays and likes of the last 7 days) within a genre', async () => {
    const genre = uniqueGenre()
    const { client, user } = await signedInClient()
    const a = await createTrack(client, user.id, { title: 'A', genre })
    const b = await createTrack(client, user.id, { title: 'B', genre })
    const c = await createTrack(client, user.id, { title: 'C', genre })
    await playedBy(a.id, 3)
    await playedBy(b.id, 1)
    for (let i = 0; i < 3; i++) {
      const fan = await signedInClient()
      await fan.client.post('/api/likes', { contentId: b.id, contentType: 'track' })
    }
    await playedBy(c.id, 2)
    await backdatePlays(c.id, 8 * 24 * 60)

    const list = (query: string) => new TestClient().get(`/api/tracks?genre=${genre.toLowerCase()}${query}`)
    expect(await titles(await list(''))).toEqual(['C', 'B', 'A'])
    expect(await titles(await list('&sort=recent'))).toEqual(['C', 'B', 'A'])
    expect(await titles(await list('&sort=popular'))).toEqual(['A', 'C', 'B'])
    expect(await titles(await list('&sort=trending'))).toEqual(['B', 'A', 'C'])
    expect(await titles(await list('&limit=2&offset=1'))).toEqual(['B', 'A'])
  })

  it('drops plays and likes from trending and Weekly Top Picks the moment they are 7 days old', async () => {
    const genre = uniqueGenre()
    const { client, user } = await signedInClient()
    const fading = await createTrack(client, user.id, { title: 'Fading', genre })
    const steady = await createTrack(client, user.id, { title: 'Steady', genre })
    // Inside the window for a few seconds: time enough to read both lists on a busy machine.
    const almostAWeekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000 + 4000
    await env.DB.batch([
      env.DB.prepare(
        "insert into play_events (track_id, listener_key, played_at) values (?, 'a:1', ?), (?, 'a:2', ?), (?, 'a:3', ?)",
      ).bind(fading.id, almostAWeekAgo, fading.id, almostAWeekAgo, steady.id, Date.now()),
      env.DB.prepare(
        "insert into likes (user_id, content_id, content_type, created_at) values (?, ?, 'track', ?)",
      ).bind(user.id, fading.id, almostAWeekAgo),
    ])
    const trending = async () => titles(await new TestClient().get(`/api/tracks?genre=${genre}&sort=trending`))
    const topPicks = async () =>
      ((await (await new TestClient().get('/api/tracks/top-picks?limit=100')).json()) as ListedTrack[])
        .filter((track) => track.genre === genre)
        .map((track) => track.title)
    expect(await trending()).toEqual(['Fading', 'Steady'])
    expect(await topPicks()).toEqual(['Fading', 'Steady'])
    const [listed] = (await (
      await new TestClient().get(`/api/tracks?genre=${genre}&sort=trending&limit=1`)
    ).json()) as ListedTrack[]
    const {
      videoSegments: _onTheTrackPageOnly,
      waveform: _drawnFromTheDetailOnly,
      allowDownload: _offeredOnTheTrackPageOnly,
      visibility: _readOnTheTrackPage,
      privateToken: _forItsOwner,
      linkSecret: _forWhoOpenedItByItsLink,
      releaseAt: _scheduledOnTheTrackPage,
      ...detail
    } = (await (await new TestClient().get(`/api/tracks/${fading.id}`)).json()) as TrackDetail
    expect(listed).toEqual(detail)

    await new Promise((resolve) => setTimeout(resolve, almostAWeekAgo + 7 * 24 * 60 * 60 * 1000 + 100 - Date.now()))
    expect(await trending()).toEqual(['Steady', 'Fading'])
    expect(await topPicks()).toEqual(['Steady', 'Fading'])
  })

  it('breaks ties by upload time, newest first', async () => {
    const genre = uniqueGenre()
    const { client, user } = await signedInClient()
    await createTrack(client, user.id, { title: 'Old', genre })
    await createTrack(client, user.id, { title: 'New', genre })
    for (const sort of ['popular', 'trending']) {
      expect(await titles(await new TestClient().get(`/api/tracks?genre=${genre}&sort=${sort}`))).toEqual([
        'New',
        'Old',
      ])
    }
  })

  it.each([
    ['sort=loudest', 'Sort must be recent, popular or trending'],
    ['limit=101', undefined],
    ['offset=-1', undefined],
  ])('answers 400 for ?%s', async (query, message) => {
    const response = await new TestClient().get(`/api/tracks?${query}`)
    expect(response.status).toBe(400)
    if (message) expect(((await response.json()) as Body).message).toBe(message)
  })
})

/** A host goes live, broadcasts a short WebM over /audio and ends: the room publishes the recording. */
async function recordedStream() {
  const { client, streamId } = await liveStream()
  const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
  host.socket.send(fixtureBytes('tone.webm'))
  host.send('ping')
  await host.waitFor('pong')
  expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
  return streamId
}

describe('GET /api/tracks/recordings', () => {
  it("lists the tracks made from a stream, newest first and paged, whatever their title; a '(live recording)' upload is not one", async () => {
    const first = await recordedStream()
    const second = await recordedStream()
    const { client, user } = await signedInClient()
    const upload = await createTrack(client, user.id, { title: 'Bedroom demo (live recording)' })
    expect(upload.streamId).toBeNull()

    const recordings = (await (await new TestClient().get('/api/tracks/recordings?limit=2')).json()) as ListedTrack[]
    expect(recordings.map((track) => track.streamId)).toEqual([second, first])
    expect(recordings[0]).toMatchObject({ title: 'Late night set (live recording)', artistName: 'Host Person' })
    const secondPage = (await (
      await new TestClient().get('/api/tracks/recordings?limit=1&offset=1')
    ).json()) as ListedTrack[]
    expect(secondPage.map((track) => track.streamId)).toEqual([first])
    const all = (await (await new TestClient().get('/api/tracks/recordings?limit=100')).json()) as ListedTrack[]
    expect(all.map((track) => track.id)).not.toContain(upload.id)
    expect(all.every((track) => track.streamId !== null)).toBe(true)
  })

  it('finds the recording of one stream, [] for a stream without one, 400 for a bad id', async () => {
    const streamId = await recordedStream()
    const silent = await liveStream()
    const ofStream = (id: number | string) => new TestClient().get(`/api/tracks/recordings?streamId=${id}`)
    const [recording] = (await (await ofStream(streamId)).json()) as ListedTrack[]
    expect(recording.streamId).toBe(streamId)
    expect(await (await new TestClient().get(`/api/tracks/${recording.id}`)).json()).toEqual({
      ...recording,
      waveform: null,
      allowDownload: false,
      videoSegments: [],
      visibility: 'public',
      privateToken: null,
      linkSecret: null,
      releaseAt: null,
    })
    expect(await (await ofStream(silent.streamId)).json()).toEqual([])
    expect((await ofStream('abc')).status).toBe(400)
  })
})

describe('GET /api/tracks/top-picks', () => {
  /** `count` play events of distinct listeners, `daysAgo` days back, with the counter kept equal to the rows. */
  async function plays(trackId: number, count: number, daysAgo: number) {
    const at = Date.now() - daysAgo * 24 * 60 * 60 * 1000
    await env.DB.batch([
      env.DB.prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         insert into play_events (track_id, listener_key, played_at) select ?, 'a:seed' || i, ? from n`,
      ).bind(count, trackId, at),
      env.DB.prepare('update tracks set play_count = play_count + ? where id = ?').bind(count, trackId),
    ])
  }

  it("orders by the last 7 days' plays, then the newest, so an all-time favourite not played this week comes after", async () => {
    const { client, user } = await signedInClient()
    const favourite = await createTrack(client, user.id, { title: 'All-time favourite' })
    const second = await createTrack(client, user.id, { title: 'Second this week' })
    const first = await createTrack(client, user.id, { title: 'First this week' })
    const older = await createTrack(client, user.id, { title: 'Unplayed older' })
    const newer = await createTrack(client, user.id, { title: 'Unplayed newer' })
    await plays(favourite.id, 5000, 30)
    await plays(first.id, 4000, 1)
    await plays(second.id, 3000, 6)

    const picks = (await (await new TestClient().get('/api/tracks/top-picks?limit=100')).json()) as ListedTrack[]
    const mine = [favourite, second, first, older, newer].map((track) => track.id)
    expect(picks.map((track) => track.id).filter((id) => mine.includes(id))).toEqual([
      first.id,
      second.id,
      newer.id,
      older.id,
      favourite.id,
    ])
    expect(picks.slice(0, 2).map((track) => track.id)).toEqual([first.id, second.id])
    expect(
      (await (await new TestClient().get('/api/tracks/top-picks?limit=1&offset=1')).json()) as ListedTrack[],
    ).toMatchObject([{ id: second.id }])
    expect((await new TestClient().get('/api/tracks/top-picks?limit=0')).status).toBe(400)
  })
})

describe('DELETE /api/tracks/{id}', () => {
  const objectExists = async (url: string) => (await env.MEDIA.head(url.replace('/api/media/', ''))) != null
  const uploadRows = async (url: string) =>
    (await env.DB.prepare('select count(*) as n from uploads where key = ?')
      .bind(url.replace('/api/media/', ''))
      .first<{ n: number }>())!.n

  it('lets the owner delete the track with its likes, plays and media', async () => {
    const { client, user } = await signedInClient()
    const cover = await uploadMedia(user.id, 'image')
    const track = await createTrack(client, user.id, { coverUrl: cover.url })
    await client.post('/api/likes', { contentId: track.id, contentType: 'track' })
    await client.post(`/api/tracks/${track.id}/play`)
    expect(await objectExists(track.audioUrl)).toBe(true)

    const response = await client.delete(`/api/tracks/${track.id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Track deleted' })
    expect((await client.get(`/api/tracks/${track.id}`)).status).toBe(404)
    const likes = await env.DB.prepare(
      "select count(*) as n from likes where content_type = 'track' and content_id = ?",
    )
      .bind(track.id)
      .first<{ n: number }>()
    const plays = await env.DB.prepare('select count(*) as n from play_events where track_id = ?')
      .bind(track.id)
      .first<{ n: number }>()
    expect([likes!.n, plays!.n]).toEqual([0, 0])
    for (const url of [track.audioUrl, cover.url]) {
      expect(await objectExists(url)).toBe(false)
      expect(await uploadRows(url)).toBe(0)
    }
  })

  it("answers a live recording's video segments in order, and deleting it deletes their files", async () => {
    const { client, streamId, user } = await liveStream()
    const db = getDb(env.DB)
    const stream = (await findRoomStream(db, streamId))!
    const put = async (key: string) => (await env.MEDIA.put(key, crypto.getRandomValues(new Uint8Array(64))))!.key
    const audioKey = await put(`audio/live-${streamId}-1.webm`)
    const segments = [
      { key: await put(`video/live-${streamId}-2.webm`), size: 64, startMs: -120, durationMs: 5000 },
      { key: await put(`video/live-${streamId}-3.webm`), size: 64, startMs: 6400, durationMs: 2500 },
    ]
    const trackId = await publishLiveRecording(db, stream, { key: audioKey, size: 64, duration: 9 }, segments)

    const track = (await (await new TestClient().get(`/api/tracks/${trackId}`)).json()) as TrackDetail
    expect(track.videoSegments).toEqual(
      segments.map(({ key, startMs, durationMs }) => ({ url: `/api/media/${key}`, startMs, durationMs })),
    )
    expect((await client.delete(`/api/tracks/${trackId}`)).status).toBe(200)
    for (const { url } of track.videoSegments) {
      expect(await objectExists(url)).toBe(false)
      expect(await uploadRows(url)).toBe(0)
    }
    const rows = await env.DB.prepare('select count(*) as n from recording_video_segments where track_id = ?')
      .bind(trackId)
      .first<{ n: number }>()
    expect(rows!.n).toBe(0)
    expect(user.id).toBe(stream.userId)
  })

  it('keeps a file that another track or a post still uses', async () => {
    const { client, user } = await signedInClient()
    const audio = await uploadMedia(user.id, 'audio')
    const cover = await uploadMedia(user.id, 'image')
    const first = await createTrack(client, user.id, { audioUrl: audio.url, coverUrl: cover.url })
    const second = await createTrack(client, user.id, { audioUrl: audio.url })
    await createPost(client, { imageUrl: cover.url })

    expect((await client.delete(`/api/tracks/${first.id}`)).status).toBe(200)
    expect([await objectExists(audio.url), await objectExists(cover.url)]).toEqual([true, true])

    expect((await client.delete(`/api/tracks/${second.id}`)).status).toBe(200)
    expect(await objectExists(audio.url)).toBe(false)
    expect(await uploadRows(audio.url)).toBe(0)
    expect([await objectExists(cover.url), await uploadRows(cover.url)]).toEqual([true, 1])
  })

  it('answers 401 to a visitor, 403 to another user and 404 for an unknown track', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    expect((await new TestClient().delete(`/api/tracks/${track.id}`)).status).toBe(401)
    const stranger = await signedInClient()
    const forbidden = await stranger.client.delete(`/api/tracks/${track.id}`)
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as Body).message).toBe('Only the owner can change this track')
    const unknown = await client.delete('/api/tracks/99999999')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as Body).message).toBe('Track not found')
    expect((await new TestClient().delete('/api/tracks/99999999')).status).toBe(401)
    expect((await client.get(`/api/tracks/${track.id}`)).status).toBe(200)
    expect(await objectExists(track.audioUrl)).toBe(true)
  })
})

describe('POST /api/tracks/{id}/play', () => {
  const play = async (client: TestClient, trackId: number) => {
    const response = await client.post(`/api/tracks/${trackId}/play`)
    expect(response.status).toBe(200)
    return (await response.json()) as PlayResult
  }

  it('counts a signed-in listener once per 30 minutes and each listener separately', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    expect(await play(client, track.id)).toEqual({ counted: true, playCount: 1 })
    expect(await play(client, track.id)).toEqual({ counted: false, playCount: 1 })
    const other = await signedInClient()
    expect(await play(other.client, track.id)).toEqual({ counted: true, playCount: 2 })
    expect(((await (await client.get(`/api/tracks/${track.id}`)).json()) as ListedTrack).playCount).toBe(2)

    await backdatePlays(track.id, 31)
    expect(await play(client, track.id)).toEqual({ counted: true, playCount: 3 })
  })

  it('counts plays without a session once per client address, whatever cookies they carry', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const results = []
    for (let i = 0; i < 5; i++) results.push(await playFrom('198.51.100.7', track.id))
    expect(results).toEqual([{ counted: true, playCount: 1 }, ...Array(4).fill({ counted: false, playCount: 1 })])
    const forged = await new TestClient().request('POST', `/api/tracks/${track.id}/play`, undefined, {
      'CF-Connecting-IP': '198.51.100.7',
      Cookie: 'lid=AAAAAAAAAAAAAAAAAAAAAA',
    })
    expect(await forged.json()).toEqual({ counted: false, playCount: 1 })
    expect(forged.headers.get('Set-Cookie')).toBeNull()

    expect(await playFrom('198.51.100.8', track.id)).toEqual({ counted: true, playCount: 2 })
    expect(await play(client, track.id)).toEqual({ counted: true, playCount: 3 })
    expect(await playFrom('2001:db8:0:12::1', track.id)).toEqual({ counted: true, playCount: 4 })
    expect(await playFrom('2001:db8:0:12:abcd::2', track.id)).toEqual({ counted: false, playCount: 4 })
    const rows = await env.DB.prepare('select listener_key from play_events where track_id = ?')
      .bind(track.id)
      .all<{ listener_key: string }>()
    expect(rows.results.map((row) => row.listener_key).join()).not.toContain('198.51.100')

    await backdatePlays(track.id, 31)
    expect(await playFrom('198.51.100.7', track.id)).toEqual({ counted: true, playCount: 5 })
  })

  it('keeps play_count equal to the play_events rows', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    await Promise.all([1, 2, 3].map((n) => playFrom(`192.0.2.${n}`, track.id)))
    const row = await env.DB.prepare(
      'select play_count, (select count(*) from play_events where track_id = tracks.id) as events from tracks where id = ?',
    )
      .bind(track.id)
      .first<{ play_count: number; events: number }>()
    expect(row).toEqual({ play_count: 3, events: 3 })
  })

  it('answers 404 for an unknown track', async () => {
    const response = await new TestClient().post('/api/tracks/99999999/play')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Track not found' })
  })
})
