import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { FeedPage } from '../../contracts/reposts'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'

const follow = async (client: TestClient, followedId: number) =>
  expect((await client.post('/api/follows', { followedId })).status).toBe(200)

const feedOf = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/feed${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FeedPage
}

async function goLive(userId: number, title: string) {
  await env.DB.prepare(
    "insert into streams (user_id, title, is_live, started_at) values (?, ?, 1, cast(unixepoch('subsec') * 1000 as integer))",
  )
    .bind(userId, title)
    .run()
}

describe('GET /api/feed', () => {
  it("shows followed creators' uploads, reposts and go-lives newest first, and nobody else's", async () => {
    const viewer = await signedInClient()
    const creator = await signedInClient()
    const reposter = await signedInClient()
    const stranger = await signedInClient()
    await follow(viewer.client, creator.user.id)
    await follow(viewer.client, reposter.user.id)

    const upload = await createTrack(creator.client, creator.user.id, { title: 'New song' })
    await createTrack(stranger.client, stranger.user.id, { title: 'Unfollowed song' })
    expect((await reposter.client.post(`/api/tracks/${upload.id}/reposts`)).status).toBe(200)
    await goLive(creator.user.id, 'Studio session')

    const { entries, nextCursor } = await feedOf(viewer.client)
    expect(entries.map((entry) => [entry.kind, entry.actor.id])).toEqual([
      ['live', creator.user.id],
      ['repost', reposter.user.id],
      ['upload', creator.user.id],
    ])
    expect(entries[0].item).toMatchObject({ type: 'stream', stream: { title: 'Studio session', isLive: true } })
    expect(entries[1].item).toMatchObject({ type: 'track', track: { id: upload.id, repostCount: 1 } })
    expect(nextCursor).toBeNull()
  })

  it('pages with a cursor, without repeating or skipping', async () => {
    const viewer = await signedInClient()
    const creator = await signedInClient()
    await follow(viewer.client, creator.user.id)
    for (const title of ['One', 'Two', 'Three']) await createTrack(creator.client, creator.user.id, { title })

    const first = await feedOf(viewer.client, '?limit=2')
    expect(first.entries.map((entry) => entry.item.type === 'track' && entry.item.track.title)).toEqual([
      'Three',
      'Two',
    ])
    const second = await feedOf(viewer.client, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.entries.map((entry) => entry.item.type === 'track' && entry.item.track.title)).toEqual(['One'])
    expect(second.nextCursor).toBeNull()
  })

  it('is empty for someone following nobody', async () => {
    const { client } = await signedInClient()
    expect(await feedOf(client)).toEqual({ entries: [], nextCursor: null })
  })

  it('refuses a visitor with 401 and a bad cursor with 400', async () => {
    const visitor = await new TestClient().get('/api/feed')
    expect(visitor.status).toBe(401)
    const { client } = await signedInClient()
    const bad = await client.get('/api/feed?cursor=yesterday')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe('Cursor is not one this server gave')
  })
})
