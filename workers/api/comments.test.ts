import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PublicComment } from '../../contracts/comments'
import type { PublicPost } from '../../contracts/posts'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack } from '../../tests/support/content'

type Body = { message: string; issues?: { path: string; message: string }[] }

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

const comment = async (client: TestClient, path: string, body: Record<string, unknown>) =>
  json<PublicComment>(await client.post(`${path}/comments`, body), 201)

const contents = async (client: TestClient, path: string) =>
  (await json<PublicComment[]>(await client.get(path))).map((c) => c.content)

/** The rows, counted in the table itself, to hold the counters to. */
const commentRows = async (contentType: 'track' | 'post', contentId: number) =>
  (await env.DB.prepare('select count(*) as n from comments where content_type = ? and content_id = ?')
    .bind(contentType, contentId)
    .first<{ n: number }>())!.n

/** A track (180 s long) of a fresh creator, and a fresh listener to comment on it. */
async function trackWithListener() {
  const owner = await signedInClient()
  const track = await createTrack(owner.client, owner.user.id)
  const listener = await signedInClient()
  return { owner, track, listener, path: `/api/tracks/${track.id}` }
}

describe('comments on a track', () => {
  it('answers the comment with its author, pinned or not, and lists them newest first', async () => {
    const { track, listener, path } = await trackWithListener()
    const pinned = await comment(listener.client, path, { content: '  Love this drop  ', timestampSeconds: 42.5 })
    expect(pinned).toEqual({
      id: expect.any(Number),
      userId: listener.user.id,
      user: {
        id: listener.user.id,
        username: listener.user.username,
        displayName: listener.user.displayName,
        profileImageUrl: null,
      },
      content: 'Love this drop',
      timestampSeconds: 42.5,
      createdAt: expect.any(String),
    })
    const plain = await comment(listener.client, path, { content: 'Second thought' })
    expect(plain.timestampSeconds).toBeNull()

    const visitor = new TestClient()
    const listed = await json<PublicComment[]>(await visitor.get(`${path}/comments`))
    expect(listed).toEqual([plain, pinned])
    expect((await json<ListedTrack>(await visitor.get(path))).commentCount).toBe(2)
    expect((await json<ListedTrack[]>(await visitor.get(`/api/tracks/user/${track.userId}`)))[0].commentCount).toBe(2)
  })

  it('pages with limit and offset like the other lists', async () => {
    const { listener, path } = await trackWithListener()
    for (const content of ['one', 'two', 'three']) await comment(listener.client, path, { content })
    expect(await contents(listener.client, `${path}/comments?limit=2`)).toEqual(['three', 'two'])
    expect(await contents(listener.client, `${path}/comments?limit=2&offset=2`)).toEqual(['one'])
    expect((await listener.client.get(`${path}/comments?limit=101`)).status).toBe(400)
  })

  it('keeps line breaks in a comment', async () => {
    const { listener, path } = await trackWithListener()
    expect((await comment(listener.client, path, { content: 'first line\nsecond line' })).content).toBe(
      'first line\nsecond line',
    )
  })

  it.each([
    [{ content: '' }, 'Comment cannot be empty'],
    [{ content: ' \n\t ' }, 'Comment cannot be empty'],
    [{ content: 'x'.repeat(1001) }, 'Comment must be at most 1,000 characters'],
    [{ content: 'evil \u202eecaps' }, 'Comment must not contain control or text-direction characters'],
    [{ content: 'bell\u0007' }, 'Comment must not contain control or text-direction characters'],
    [{}, 'Comment is required'],
    [{ content: 'x', timestampSeconds: -1 }, 'Time must be within the track'],
    [{ content: 'x', timestampSeconds: 180.5 }, 'Time must be within the track'],
    [{ content: 'x', timestampSeconds: '12' }, 'Time must be a number of seconds'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const { track, listener, path } = await trackWithListener()
    const response = await listener.client.post(`${path}/comments`, body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).message).toBe(message)
    expect(await commentRows('track', track.id)).toBe(0)
  })

  it('takes 1,000 characters and the last second of the track', async () => {
    const { listener, path } = await trackWithListener()
    const longest = await comment(listener.client, path, { content: 'x'.repeat(1000), timestampSeconds: 180 })
    expect(longest.content).toHaveLength(1000)
    expect((await comment(listener.client, path, { content: 'start', timestampSeconds: 0 })).timestampSeconds).toBe(0)
  })

  it('answers 401 to a visitor and 404 for a track that does not exist', async () => {
    const { path } = await trackWithListener()
    const visitor = await new TestClient().post(`${path}/comments`, { content: 'hi' })
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toHaveProperty('message')
    const { client } = await signedInClient()
    expect(await json<Body>(await client.post('/api/tracks/999999/comments', { content: 'hi' }), 404)).toEqual({
      message: 'Track not found',
    })
    expect(await json<Body>(await client.get('/api/tracks/999999/comments'), 404)).toEqual({
      message: 'Track not found',
    })
  })
})

describe('comments on a post', () => {
  it('lists plain comments and counts them on the post', async () => {
    const owner = await signedInClient()
    const post = await createPost(owner.client)
    const { client } = await signedInClient()
    const made = await comment(client, `/api/posts/${post.id}`, { content: 'Nice words' })
    expect(made).toMatchObject({ content: 'Nice words', timestampSeconds: null })
    expect(await json<PublicComment[]>(await client.get(`/api/posts/${post.id}/comments`))).toEqual([made])
    expect((await json<PublicPost>(await client.get(`/api/posts/${post.id}`))).commentCount).toBe(1)
    expect((await json<PublicPost[]>(await client.get(`/api/posts/user/${owner.user.id}`)))[0].commentCount).toBe(1)
  })

  it('refuses a time, as a post has no timeline', async () => {
    const owner = await signedInClient()
    const post = await createPost(owner.client)
    const response = await owner.client.post(`/api/posts/${post.id}/comments`, { content: 'x', timestampSeconds: 3 })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).message).toBe('Comments on posts cannot be pinned to a time')
  })

  it('answers 404 for a post that does not exist', async () => {
    const { client } = await signedInClient()
    expect(await json<Body>(await client.post('/api/posts/999999/comments', { content: 'hi' }), 404)).toEqual({
      message: 'Post not found',
    })
    expect(await json<Body>(await client.get('/api/posts/999999/comments'), 404)).toEqual({ message: 'Post not found' })
  })
})

describe('comment rate limit', () => {
  it('takes 10 comments a minute from one user, then answers 429 with Retry-After, on tracks and posts alike', async () => {
    const { track, listener, path } = await trackWithListener()
    for (let n = 0; n < 10; n++) await comment(listener.client, path, { content: `comment ${n}` })
    const post = await createPost(listener.client)
    const refused = await listener.client.post(`/api/posts/${post.id}/comments`, { content: 'one more' })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as Body).message).toBe('Too many attempts, try again in 1 minute')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(await commentRows('track', track.id)).toBe(10)
    expect(await commentRows('post', post.id)).toBe(0)

    // Another user is not held back by it.
    const { client } = await signedInClient()
    await comment(client, path, { content: 'someone else' })
  })
})

describe('DELETE /api/comments/{id}', () => {
  it('lets the author delete their comment: 204, gone from the list and the count', async () => {
    const { track, listener, path } = await trackWithListener()
    const made = await comment(listener.client, path, { content: 'mine' })
    const kept = await comment(listener.client, path, { content: 'kept' })
    const response = await listener.client.delete(`/api/comments/${made.id}`)
    expect(response.status).toBe(204)
    expect(await json<PublicComment[]>(await listener.client.get(`${path}/comments`))).toEqual([kept])
    expect((await json<ListedTrack>(await listener.client.get(path))).commentCount).toBe(1)
    expect(await commentRows('track', track.id)).toBe(1)
  })

  it("lets the track's owner and the post's owner delete anyone's comment on it", async () => {
    const { owner, listener, path } = await trackWithListener()
    const onTrack = await comment(listener.client, path, { content: 'on your track' })
    expect((await owner.client.delete(`/api/comments/${onTrack.id}`)).status).toBe(204)

    const post = await createPost(owner.client)
    const onPost = await comment(listener.client, `/api/posts/${post.id}`, { content: 'on your post' })
    expect((await owner.client.delete(`/api/comments/${onPost.id}`)).status).toBe(204)
    expect((await json<PublicPost>(await owner.client.get(`/api/posts/${post.id}`))).commentCount).toBe(0)
  })

  it('refuses anyone else with 403, a visitor with 401, and answers 404 for an unknown comment', async () => {
    const { track, listener, path } = await trackWithListener()
    const made = await comment(listener.client, path, { content: 'stays' })
    const stranger = await signedInClient()
    const byStranger = await stranger.client.delete(`/api/comments/${made.id}`)
    expect(byStranger.status).toBe(403)
    expect(await byStranger.json()).toHaveProperty('message')
    const byVisitor = await new TestClient().delete(`/api/comments/${made.id}`)
    expect(byVisitor.status).toBe(401)
    expect(await byVisitor.json()).toHaveProperty('message')
    expect(await json<Body>(await stranger.client.delete('/api/comments/999999'), 404)).toEqual({
      message: 'Comment not found',
    })
    expect(await commentRows('track', track.id)).toBe(1)
  })
})

describe('deleting what comments are on', () => {
  it("removes a track's comments with the track", async () => {
    const { owner, track, listener, path } = await trackWithListener()
    await comment(listener.client, path, { content: 'gone soon', timestampSeconds: 1 })
    expect((await owner.client.delete(path)).status).toBe(200)
    expect(await commentRows('track', track.id)).toBe(0)
    expect((await listener.client.get(`${path}/comments`)).status).toBe(404)
  })

  it("removes a post's comments with the post", async () => {
    const owner = await signedInClient()
    const post = await createPost(owner.client)
    const { client } = await signedInClient()
    await comment(client, `/api/posts/${post.id}`, { content: 'gone soon' })
    expect((await owner.client.delete(`/api/posts/${post.id}`)).status).toBe(200)
    expect(await commentRows('post', post.id)).toBe(0)
  })

  it("keeps a track's commentCount equal to its rows when a commenter's account is removed", async () => {
    const { listener, path } = await trackWithListener()
    const stays = await signedInClient()
    await comment(listener.client, path, { content: 'from a leaving user' })
    await comment(stays.client, path, { content: 'from a staying user' })
    // The account's rows cascade from the users row, whatever call removes it.
    await env.DB.prepare('delete from users where id = ?').bind(listener.user.id).run()
    expect(await contents(stays.client, `${path}/comments`)).toEqual(['from a staying user'])
    expect((await json<ListedTrack>(await stays.client.get(path))).commentCount).toBe(1)
  })
})

describe('the owner hears of comments', () => {
  const notificationsOf = async (client: TestClient) =>
    json<{ type: string; text: string; targetUrl: string; actor: { id: number } }[]>(
      await client.get('/api/notifications'),
    )

  it('tells the owner of a track or post who commented, and not about their own comments', async () => {
    const { owner, track, listener, path } = await trackWithListener()
    await comment(listener.client, path, { content: 'Great mix' })
    await comment(owner.client, path, { content: 'Thanks!' })
    const post = await createPost(owner.client, { title: 'Tour dates' })
    await comment(listener.client, `/api/posts/${post.id}`, { content: 'See you there' })

    const comments = (await notificationsOf(owner.client)).filter((entry) => entry.type === 'comment')
    expect(comments.map(({ text, targetUrl, actor }) => ({ text, targetUrl, actor: actor.id }))).toEqual([
      {
        text: `${listener.user.displayName} commented on Tour dates`,
        targetUrl: `/post/${post.id}`,
        actor: listener.user.id,
      },
      {
        text: `${listener.user.displayName} commented on ${track.title}`,
        targetUrl: `/track/${track.id}`,
        actor: listener.user.id,
      },
    ])
    expect((await notificationsOf(listener.client)).filter((entry) => entry.type === 'comment')).toEqual([])
  })
})
