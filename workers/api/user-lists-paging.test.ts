import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack } from '../../tests/support/content'

const ids = async (response: Response) => {
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: number }[]).map((item) => item.id)
}

/** `path` lists `expected` (in its order) by default, and pages with limit (1–100) and offset. */
async function expectPaged(client: TestClient, path: string, expected: number[]) {
  expect(expected.length).toBeGreaterThanOrEqual(3)
  expect(await ids(await client.get(path))).toEqual(expected)
  expect(await ids(await client.get(`${path}?limit=2`))).toEqual(expected.slice(0, 2))
  expect(await ids(await client.get(`${path}?limit=1&offset=1`))).toEqual([expected[1]])
  expect(await ids(await client.get(`${path}?offset=${expected.length}`))).toEqual([])
  for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x'])
    expect((await client.get(`${path}?${query}`)).status).toBe(400)
}

describe("lists of one user's things are paged", () => {
  it('GET /api/tracks/user/{id}, newest first, and 404 only for an unknown user', async () => {
    const { client, user } = await signedInClient()
    const made = [
      await createTrack(client, user.id),
      await createTrack(client, user.id),
      await createTrack(client, user.id),
    ]
    await expectPaged(new TestClient(), `/api/tracks/user/${user.id}`, made.map((track) => track.id).reverse())
    expect((await new TestClient().get('/api/tracks/user/99999999?limit=5')).status).toBe(404)
  })

  it('GET /api/posts/user/{id}, newest first, and 404 only for an unknown user', async () => {
    const { client } = await signedInClient()
    const made = [await createPost(client), await createPost(client), await createPost(client)]
    await expectPaged(new TestClient(), `/api/posts/user/${made[0].userId}`, made.map((post) => post.id).reverse())
    expect((await new TestClient().get('/api/posts/user/99999999?limit=5')).status).toBe(404)
  })

  it('GET /api/streams/user/{id}, newest first', async () => {
    const { client, user } = await signedInClient()
    const made: number[] = []
    for (const title of ['One', 'Two', 'Three'])
      made.push(((await (await client.post('/api/streams', { title })).json()) as { id: number }).id)
    await expectPaged(new TestClient(), `/api/streams/user/${user.id}`, made.reverse())
  })

  it('GET /api/likes/tracks, the most recently liked first', async () => {
    const author = await signedInClient()
    const tracks = [
      await createTrack(author.client, author.user.id),
      await createTrack(author.client, author.user.id),
      await createTrack(author.client, author.user.id),
    ]
    const { client } = await signedInClient()
    for (const track of tracks) await client.post('/api/likes', { contentId: track.id, contentType: 'track' })
    await expectPaged(client, '/api/likes/tracks', tracks.map((track) => track.id).reverse())
  })

  it('GET /api/playlists, in creation order', async () => {
    const { client } = await signedInClient()
    const starters = await ids(await client.get('/api/playlists'))
    expect(starters).toHaveLength(4)
    await expectPaged(client, '/api/playlists', starters)
  })
})
