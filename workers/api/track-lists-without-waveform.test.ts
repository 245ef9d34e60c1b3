import { describe, expect, it } from 'vitest'
import type { HistoryEntry, ListedTrack, TrackDetail } from '../../contracts/tracks'
import type { Playlist } from '../../contracts/playlists'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'

const PEAKS = [0, 0.25, 0.5, 1]

const json = async <T>(response: Response, status = 200) => {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

describe('track lists and the track detail', () => {
  it('every list leaves out the waveform, while the detail and the answer to POST /api/tracks carry it', async () => {
    const { client, user } = await signedInClient()
    const created = await createTrack(client, user.id, { title: 'Peaks', waveform: PEAKS })
    expect(created.waveform).toEqual(PEAKS)
    await client.post('/api/likes', { contentId: created.id, contentType: 'track' })
    await client.post(`/api/tracks/${created.id}/play`)
    const playlist = await json<{ id: number }>(await client.post('/api/playlists', { name: 'Lean' }), 201)
    await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: created.id })

    const visitor = new TestClient()
    const lists: Record<string, ListedTrack[]> = {
      '/api/tracks': await json(await visitor.get('/api/tracks?limit=100')),
      '/api/tracks/recent': await json(await visitor.get('/api/tracks/recent?limit=100')),
      '/api/tracks/top-picks': await json(await visitor.get('/api/tracks/top-picks?limit=100')),
      '/api/tracks/user/{id}': await json(await visitor.get(`/api/tracks/user/${user.id}`)),
      '/api/likes/tracks': await json(await client.get('/api/likes/tracks')),
      '/api/history': (await json<HistoryEntry[]>(await client.get('/api/history'))).map((entry) => entry.track),
      '/api/playlists/{id}': (await json<Playlist>(await client.get(`/api/playlists/${playlist.id}`))).tracks,
    }
    for (const [path, tracks] of Object.entries(lists)) {
      const listed = tracks.find((track) => track.id === created.id)
      expect(listed, path).toMatchObject({ title: 'Peaks', duration: created.duration, user: { id: user.id } })
      expect(listed, path).not.toHaveProperty('waveform')
    }

    const detail = await json<TrackDetail>(await visitor.get(`/api/tracks/${created.id}`))
    expect(detail).toMatchObject({ title: 'Peaks', waveform: PEAKS, videoSegments: [] })
  })
})
