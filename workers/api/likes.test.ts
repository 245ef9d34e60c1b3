import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { LikeState } from '../../contracts/likes'
import type { PublicPost } from '../../contracts/posts'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack } from '../../tests/support/content'

type Body = { message: string; issues?: { path: string; message: string }[] }

async function newTrack() {
  const { client, user } = await signedInClient()
  return createTrack(client, user.id)
}

async function newStream(): Promise<number> {
  const { user } = await signedInClient()
  const row = await env.DB.prepare("insert into streams (user_id, title) values (?, 'A stream') returning id")
    .bind(user.id)
    .first<{ id: number }>()
  return row!.id
}

const send = async (client: TestClient, method: 'POST' | 'DELETE', body: unknown) => {
  const response = await client.request(method, '/api/likes', body)
  expect(response.status).toBe(200)
  return (await response.json()) as LikeState
}

describe('POST and DELETE /api/likes', () => {
  it('is idempotent for tracks and keeps likeCount equal to the rows', async () => {
    const track = await newTrack()
    const { client, user } = await signedInClient()
    const like = { userId: user.id, contentId: track.id, contentType: 'track' }
    expect(await send(client, 'POST', like)).toEqual({ isLiked: true, count: 1 })
    expect(await send(client, 'POST', like)).toEqual({ isLiked: true, count: 1 })
    const other = await signedInClient()
    expect(await send(other.client, 'POST', { contentId: track.id, contentType: 'track' })).toEqual({
      isLiked: true,
      count: 2,
    })
    expect(((await (await client.get(`/api/tracks/${track.id}`)).json()) as ListedTrack).likeCount).toBe(2)

    expect(await send(client, 'DELETE', like)).toEqual({ isLiked: false, count: 1 })
    expect(await send(client, 'DELETE', like)).toEqual({ isLiked: false, count: 1 })
    expect(await send(other.client, 'DELETE', { contentId: track.id, contentType: 'track' })).toEqual({
      isLiked: false,
      count: 0,
    })
    expect(await send(other.client, 'DELETE', { contentId: track.id, contentType: 'track' })).toEqual({
      isLiked: false,
      count: 0,
    })
    expect(((await (await client.get(`/api/tracks/${track.id}`)).json()) as ListedTrack).likeCount).toBe(0)
  })

  it("keeps a post's likeCount equal to its rows", async () => {
    const author = await signedInClient()
    const post = await createPost(author.client)
    const { client } = await signedInClient()
    const like = { contentId: post.id, contentType: 'post' }
    await send(client, 'POST', like)
    expect(await send(client, 'POST', like)).toEqual({ isLiked: true, count: 1 })
    expect(((await (await client.get(`/api/posts/${post.id}`)).json()) as PublicPost).likeCount).toBe(1)
    await send(client, 'DELETE', like)
    expect(await send(client, 'DELETE', like)).toEqual({ isLiked: false, count: 0 })
    expect(((await (await client.get(`/api/posts/${post.id}`)).json()) as PublicPost).likeCount).toBe(0)
  })

  it('likes a stream from rows alone', async () => {
    const streamId = await newStream()
    const { client } = await signedInClient()
    expect(await send(client, 'POST', { contentId: streamId, contentType: 'stream' })).toEqual({
      isLiked: true,
      count: 1,
    })
    expect(await send(client, 'POST', { contentId: streamId, contentType: 'stream' })).toEqual({
      isLiked: true,
      count: 1,
    })
    expect(await send(client, 'DELETE', { contentId: streamId, contentType: 'stream' })).toEqual({
      isLiked: false,
      count: 0,
    })
  })

  it('answers 401 with the like and unlike texts to a visitor', async () => {
    const track = await newTrack()
    const visitor = new TestClient()
    const like = await visitor.post('/api/likes', { contentId: track.id, contentType: 'track' })
    expect(like.status).toBe(401)
    expect(await like.json()).toEqual({ message: 'You must be logged in to like content' })
    const unlike = await visitor.delete('/api/likes', { contentId: track.id, contentType: 'track' })
    expect(unlike.status).toBe(401)
    expect(await unlike.json()).toEqual({ message: 'You must be logged in to unlike content' })
  })

  it('answers 403 when the body names another user, and changes nothing', async () => {
    const track = await newTrack()
    const { client, user } = await signedInClient()
    const response = await client.post('/api/likes', {
      userId: user.id + 1000,
      contentId: track.id,
      contentType: 'track',
    })
    expect(response.status).toBe(403)
    expect(await (await client.get(`/api/likes/count/track/${track.id}`)).json()).toEqual({ count: 0 })
  })

  it.each([
    ['track', 'Track not found'],
    ['post', 'Post not found'],
    ['stream', 'Stream not found'],
  ])('answers 404 for an unknown %s', async (contentType, message) => {
    const { client } = await signedInClient()
    for (const method of ['POST', 'DELETE']) {
      const response = await client.request(method, '/api/likes', { contentId: 99999999, contentType })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message })
    }
  })

  it.each([
    [{ contentId: 1, contentType: 'song' }, 'contentType', 'Content type must be track, post or stream'],
    [{ contentType: 'track' }, 'contentId', 'Id must be a number'],
    [{ contentId: -3, contentType: 'track' }, 'contentId', 'Id must be positive'],
  ])('refuses %o with 400 naming %s', async (body, path, message) => {
    const { client } = await signedInClient()
    const response = await client.post('/api/likes', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).issues).toContainEqual({ path, message })
  })
})

describe('GET /api/likes/check and /api/likes/count/{contentType}/{contentId}', () => {
  it("answers the session user's state, false for a visitor", async () => {
    const track = await newTrack()
    const { client, user } = await signedInClient()
    const query = `contentId=${track.id}&contentType=track`
    expect(await (await client.get(`/api/likes/check?userId=${user.id}&${query}`)).json()).toEqual({ isLiked: false })
    await client.post('/api/likes', { contentId: track.id, contentType: 'track' })
    expect(await (await client.get(`/api/likes/check?userId=${user.id}&${query}`)).json()).toEqual({ isLiked: true })
    expect(await (await client.get(`/api/likes/check?${query}`)).json()).toEqual({ isLiked: true })
    expect(await (await new TestClient().get(`/api/likes/check?userId=${user.id}&${query}`)).json()).toEqual({
      isLiked: false,
    })
    const other = await signedInClient()
    expect(await (await other.client.get(`/api/likes/check?${query}`)).json()).toEqual({ isLiked: false })
  })

  it("answers 403 when asked about another user's likes, 404 for unknown content, 400 for a bad query", async () => {
    const track = await newTrack()
    const { client, user } = await signedInClient()
    expect(
      (await client.get(`/api/likes/check?userId=${user.id + 1000}&contentId=${track.id}&contentType=track`)).status,
    ).toBe(403)
    expect((await client.get('/api/likes/check?contentId=99999999&contentType=post')).status).toBe(404)
    expect((await client.get('/api/likes/check?contentType=track')).status).toBe(400)
  })

  it('counts the rows of every user, 404 for unknown content', async () => {
    const track = await newTrack()
    for (let i = 0; i < 2; i++) {
      const fan = await signedInClient()
      await fan.client.post('/api/likes', { contentId: track.id, contentType: 'track' })
    }
    expect(await (await new TestClient().get(`/api/likes/count/track/${track.id}`)).json()).toEqual({ count: 2 })
    const unknown = await new TestClient().get('/api/likes/count/track/99999999')
    expect(unknown.status).toBe(404)
    expect((await new TestClient().get(`/api/likes/count/song/${track.id}`)).status).toBe(400)
  })
})

describe('GET /api/likes/tracks', () => {
  it('lists the tracks I liked as track JSON, the most recently liked first', async () => {
    const [first, second, notLiked] = [await newTrack(), await newTrack(), await newTrack()]
    const { client } = await signedInClient()
    await client.post('/api/likes', { contentId: first.id, contentType: 'track' })
    await client.post('/api/likes', { contentId: second.id, contentType: 'track' })
    const other = await signedInClient()
    await other.client.post('/api/likes', { contentId: notLiked.id, contentType: 'track' })

    const response = await client.get('/api/likes/tracks')
    expect(response.status).toBe(200)
    const tracks = (await response.json()) as ListedTrack[]
    expect(tracks.map((track) => track.id)).toEqual([second.id, first.id])
    expect(tracks[0]).toMatchObject({ title: second.title, likeCount: 1, user: { id: second.userId } })

    await client.delete('/api/likes', { contentId: second.id, contentType: 'track' })
    expect(((await (await client.get('/api/likes/tracks')).json()) as ListedTrack[]).map((track) => track.id)).toEqual([
      first.id,
    ])
  })

  it('answers an empty list to a new user and 401 to a visitor', async () => {
    const { client } = await signedInClient()
    expect(await (await client.get('/api/likes/tracks')).json()).toEqual([])
    expect((await new TestClient().get('/api/likes/tracks')).status).toBe(401)
  })
})
