import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

type Body = { message: string; issues?: { path: string; message: string }[] }
type Summary = { id: number; name: string; trackCount: number; createdAt: string; updatedAt: string }
type Playlist = { id: number; userId: number; name: string; tracks: { id: number; title: string; position: number }[] }

const json = async <T>(response: Response) => (await response.json()) as T

async function insertTrack(userId: number, title: string): Promise<number> {
  const row = await env.DB.prepare(
    "insert into tracks (user_id, title, artist_name, genre, audio_url, duration) values (?, ?, 'Artist', 'House', '/api/media/audio/x.mp3', 61.5) returning id",
  )
    .bind(userId, title)
    .first<{ id: number }>()
  return row!.id
}

async function newPlaylist(client: TestClient, name = 'Road trip') {
  const response = await client.post('/api/playlists', { name })
  expect(response.status).toBe(201)
  return json<Summary>(response)
}

describe('GET and POST /api/playlists', () => {
  it('shows a new user the four starter playlists, empty', async () => {
    const { client } = await signedInClient()
    const playlists = await json<Summary[]>(await client.get('/api/playlists'))
    expect(playlists.map(({ name, trackCount }) => ({ name, trackCount }))).toEqual([
      { name: 'Favorite Tracks', trackCount: 0 },
      { name: 'Workout Mix', trackCount: 0 },
      { name: 'Chill Vibes', trackCount: 0 },
      { name: 'Study Music', trackCount: 0 },
    ])
    expect(Object.keys(playlists[0]).sort()).toEqual(['createdAt', 'id', 'name', 'trackCount', 'updatedAt'])
  })

  it('creates a playlist at the end of the list', async () => {
    const { client } = await signedInClient()
    const created = await newPlaylist(client, '  Night drive ')
    expect(created).toMatchObject({ name: 'Night drive', trackCount: 0 })
    const playlists = await json<Summary[]>(await client.get('/api/playlists'))
    expect(playlists.at(-1)).toEqual(created)
  })

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses %o with 400', async (body, message) => {
    const { client } = await signedInClient()
    const response = await client.post('/api/playlists', body)
    expect(response.status).toBe(400)
    expect(await json<Body>(response)).toMatchObject({ message, issues: [{ path: 'name', message }] })
  })

  it('answers 401 to a visitor', async () => {
    expect((await new TestClient().get('/api/playlists')).status).toBe(401)
    expect((await new TestClient().post('/api/playlists', { name: 'x' })).status).toBe(401)
  })
})

describe('a playlist and its tracks', () => {
  it('adds tracks at the end, once each, removes them, and counts them', async () => {
    const { client, user } = await signedInClient()
    const playlist = await newPlaylist(client)
    const first = await insertTrack(user.id, 'First')
    const second = await insertTrack(user.id, 'Second')

    const added = await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: second })
    expect(added.status).toBe(200)
    await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: first })
    const again = await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: second })
    expect(again.status).toBe(409)
    expect(await json<Body>(again)).toEqual({ message: 'Second is already in Road trip.' })
    const afterAgain = await json<Playlist>(await client.get(`/api/playlists/${playlist.id}`))
    expect(afterAgain.tracks.map(({ id, position }) => ({ id, position }))).toEqual([
      { id: second, position: 0 },
      { id: first, position: 1 },
    ])

    const read = await json<Playlist & Record<string, unknown>>(
      await new TestClient().get(`/api/playlists/${playlist.id}`),
    )
    expect(Object.keys(read).sort()).toEqual([
      'createdAt',
      'id',
      'name',
      'privateToken',
      'repostCount',
      'tracks',
      'updatedAt',
      'userId',
      'visibility',
    ])
    expect(read.tracks[0]).toEqual({
      id: second,
      userId: user.id,
      title: 'Second',
      artistName: 'Artist',
      genre: 'House',
      coverUrl: null,
      audioUrl: '/api/media/audio/x.mp3',
      streamUrl: '/api/media/audio/x.mp3',
      duration: 61.5,
      playCount: 0,
      likeCount: 0,
      repostCount: 0,
      commentCount: 0,
      streamId: null,
      loudnessLufs: null,
      truePeakDb: null,
      uploadedAt: expect.any(String),
      user: { id: user.id, username: user.username, displayName: user.displayName, profileImageUrl: null },
      position: 0,
    })
    const summary = (await json<Summary[]>(await client.get('/api/playlists'))).find((p) => p.id === playlist.id)
    expect(summary?.trackCount).toBe(2)

    const removed = await json<Playlist>(await client.delete(`/api/playlists/${playlist.id}/tracks/${second}`))
    expect(removed.tracks.map((track) => track.id)).toEqual([first])
    expect((await client.delete(`/api/playlists/${playlist.id}/tracks/${second}`)).status).toBe(200)
    const third = await json<Playlist>(await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: second }))
    expect(third.tracks.map(({ id }) => id)).toEqual([first, second])
  })

  it('renames and deletes a playlist, and its entries with it', async () => {
    const { client, user } = await signedInClient()
    const playlist = await newPlaylist(client)
    await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: await insertTrack(user.id, 'Gone soon') })

    const renamed = await client.patch(`/api/playlists/${playlist.id}`, { name: 'Renamed' })
    expect(renamed.status).toBe(200)
    expect(await json<Summary>(renamed)).toMatchObject({ id: playlist.id, name: 'Renamed', trackCount: 1 })
    expect((await client.patch(`/api/playlists/${playlist.id}`, { name: '' })).status).toBe(400)

    expect((await client.delete(`/api/playlists/${playlist.id}`)).status).toBe(200)
    expect((await client.get(`/api/playlists/${playlist.id}`)).status).toBe(404)
    const entries = await env.DB.prepare('select count(*) as n from playlist_tracks where playlist_id = ?')
      .bind(playlist.id)
      .first<{ n: number }>()
    expect(entries!.n).toBe(0)
  })

  it('answers 404 for an unknown playlist or track', async () => {
    const { client } = await signedInClient()
    const playlist = await newPlaylist(client)
    const unknown = await new TestClient().get('/api/playlists/99999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Playlist not found' })
    expect((await client.patch('/api/playlists/99999999', { name: 'x' })).status).toBe(404)
    expect((await client.delete('/api/playlists/99999999')).status).toBe(404)
    const track = await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: 99999999 })
    expect(track.status).toBe(404)
    expect(await track.json()).toEqual({ message: 'Track not found' })
  })

  it('lets anyone read but only the owner change: 401 for a visitor, 403 for another user', async () => {
    const { client, user } = await signedInClient()
    const { client: other } = await signedInClient()
    const playlist = await newPlaylist(client)
    const trackId = await insertTrack(user.id, 'Mine')
    await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId })

    expect((await new TestClient().get(`/api/playlists/${playlist.id}`)).status).toBe(200)
    for (const who of [new TestClient(), other]) {
      const status = who === other ? 403 : 401
      expect((await who.patch(`/api/playlists/${playlist.id}`, { name: 'Mine now' })).status).toBe(status)
      expect((await who.post(`/api/playlists/${playlist.id}/tracks`, { trackId })).status).toBe(status)
      expect((await who.delete(`/api/playlists/${playlist.id}/tracks/${trackId}`)).status).toBe(status)
      expect((await who.delete(`/api/playlists/${playlist.id}`)).status).toBe(status)
    }
    expect(await json<Playlist>(await client.get(`/api/playlists/${playlist.id}`))).toMatchObject({
      name: 'Road trip',
      tracks: [{ id: trackId }],
    })
  })
})
