import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PlaylistSummary } from '../../contracts/playlists'
import type { FeedPage, RepostState } from '../../contracts/reposts'
import type { TrackDetail } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'

async function newTrack() {
  const { client, user } = await signedInClient()
  return createTrack(client, user.id)
}

async function newPlaylist() {
  const { client } = await signedInClient()
  return (await (await client.post('/api/playlists', { name: 'Road trip' })).json()) as PlaylistSummary
}

const send = async (client: TestClient, method: 'POST' | 'DELETE', path: string) => {
  const response = await client.request(method, path)
  expect(response.status).toBe(200)
  return (await response.json()) as RepostState
}

const repostCountOf = async (trackId: number) =>
  ((await (await new TestClient().get(`/api/tracks/${trackId}`)).json()) as TrackDetail).repostCount

describe('POST and DELETE /api/tracks/{id}/reposts', () => {
  it('reposts once per listener, undoes, and keeps repostCount equal to the rows', async () => {
    const track = await newTrack()
    const path = `/api/tracks/${track.id}/reposts`
    const { client } = await signedInClient()
    expect(await send(client, 'POST', path)).toEqual({ isReposted: true, count: 1 })
    expect(await send(client, 'POST', path)).toEqual({ isReposted: true, count: 1 })
    const other = await signedInClient()
    expect(await send(other.client, 'POST', path)).toEqual({ isReposted: true, count: 2 })
    expect(await repostCountOf(track.id)).toBe(2)
    expect(await (await client.get(path)).json()).toEqual({ isReposted: true, count: 2 })
    expect(await (await new TestClient().get(path)).json()).toEqual({ isReposted: false, count: 2 })

    expect(await send(client, 'DELETE', path)).toEqual({ isReposted: false, count: 1 })
    expect(await send(client, 'DELETE', path)).toEqual({ isReposted: false, count: 1 })
    expect(await repostCountOf(track.id)).toBe(1)
    expect(await (await client.get(path)).json()).toEqual({ isReposted: false, count: 1 })
  })

  it('refuses a visitor with 401, a bad id with 400 and an unknown track with 404', async () => {
    const track = await newTrack()
    const visitor = await new TestClient().post(`/api/tracks/${track.id}/reposts`)
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({ message: 'You must be logged in to repost' })
    const { client } = await signedInClient()
    const badId = await client.post('/api/tracks/abc/reposts')
    expect(badId.status).toBe(400)
    expect(((await badId.json()) as { message: string }).message).toBe('Id must be a number')
    const unknown = await client.post('/api/tracks/999999/reposts')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Track not found' })
    expect(await repostCountOf(track.id)).toBe(0)
  })

  it("forgets a deleted track's reposts", async () => {
    const owner = await signedInClient()
    const track = await createTrack(owner.client, owner.user.id)
    const { client } = await signedInClient()
    await send(client, 'POST', `/api/tracks/${track.id}/reposts`)
    expect((await owner.client.delete(`/api/tracks/${track.id}`)).status).toBeLessThan(300)
    const rows = await env.DB.prepare(
      "select count(*) as n from reposts where content_type = 'track' and content_id = ?",
    )
      .bind(track.id)
      .first<{ n: number }>()
    expect(rows!.n).toBe(0)
  })
})

describe('deleting an account', () => {
  it("takes the reposts it gave off others' counts, and the reposts of its own tracks with them", async () => {
    const owner = await signedInClient()
    const track = await createTrack(owner.client, owner.user.id)
    const leaving = await signedInClient()
    const staying = await signedInClient()
    for (const { client } of [leaving, staying]) await send(client, 'POST', `/api/tracks/${track.id}/reposts`)
    expect((await leaving.client.delete('/api/user', { password: leaving.password })).status).toBe(204)
    expect(await repostCountOf(track.id)).toBe(1)

    expect((await owner.client.delete('/api/user', { password: owner.password })).status).toBe(204)
    const page = (await (await new TestClient().get(`/api/users/${staying.user.id}/reposts`)).json()) as FeedPage
    expect(page.entries).toEqual([])
    const rows = await env.DB.prepare('select count(*) as n from reposts where user_id = ?')
      .bind(staying.user.id)
      .first<{ n: number }>()
    expect(rows!.n).toBe(0)
  })
})

describe('POST and DELETE /api/playlists/{id}/reposts', () => {
  it('reposts a playlist once and undoes it', async () => {
    const playlist = await newPlaylist()
    const path = `/api/playlists/${playlist.id}/reposts`
    const { client } = await signedInClient()
    expect(await send(client, 'POST', path)).toEqual({ isReposted: true, count: 1 })
    expect(await send(client, 'POST', path)).toEqual({ isReposted: true, count: 1 })
    expect(await send(client, 'DELETE', path)).toEqual({ isReposted: false, count: 0 })
    expect((await new TestClient().delete(path)).status).toBe(401)
    expect((await client.post('/api/playlists/999999/reposts')).status).toBe(404)
  })
})

describe('GET /api/users/{userId}/reposts', () => {
  it('lists what the user reposted, newest first', async () => {
    const first = await newTrack()
    const playlist = await newPlaylist()
    const { client, user } = await signedInClient()
    await send(client, 'POST', `/api/tracks/${first.id}/reposts`)
    await send(client, 'POST', `/api/playlists/${playlist.id}/reposts`)
    const page = (await (await new TestClient().get(`/api/users/${user.id}/reposts`)).json()) as FeedPage
    expect(page.entries.map((entry) => [entry.kind, entry.item.type, entry.actor.id])).toEqual([
      ['repost', 'playlist', user.id],
      ['repost', 'track', user.id],
    ])
    expect(page.entries[1].item).toMatchObject({ type: 'track', track: { id: first.id, title: first.title } })
    expect(page.entries[0].item).toMatchObject({ type: 'playlist', playlist: { id: playlist.id, name: 'Road trip' } })
    expect(page.nextCursor).toBeNull()
    expect((await new TestClient().get('/api/users/999999/reposts')).status).toBe(404)
  })
})
