import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PublicPost } from '../../contracts/posts'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, uploadMedia } from '../../tests/support/content'

type Body = { message: string; issues?: { path: string; message: string }[] }

const titles = async (response: Response) => ((await response.json()) as PublicPost[]).map((post) => post.title)

describe('POST /api/posts', () => {
  it('creates a text post with trimmed tags, blanks dropped, and its author', async () => {
    const { client, user } = await signedInClient()
    const response = await client.post('/api/posts', {
      userId: user.id,
      title: ' Hello ',
      content: 'First post',
      tags: [' beats ', '', '  ', 'lofi'],
    })
    expect(response.status).toBe(201)
    const post = (await response.json()) as PublicPost
    expect(post).toMatchObject({
      userId: user.id,
      title: 'Hello',
      content: 'First post',
      imageUrl: null,
      postType: 'text',
      tags: ['beats', 'lofi'],
      likeCount: 0,
      commentCount: 0,
      user: { id: user.id, username: user.username, displayName: user.displayName, profileImageUrl: null },
    })
    expect(Object.keys(post.user).sort()).toEqual(['displayName', 'id', 'profileImageUrl', 'username'])
    expect(Number.isNaN(Date.parse(post.createdAt)) || Number.isNaN(Date.parse(post.updatedAt))).toBe(false)
  })

  it('makes a post with an uploaded image an image post, whatever postType says', async () => {
    const { client, user } = await signedInClient()
    const image = await uploadMedia(user.id, 'image')
    const post = await createPost(client, { postType: 'text', imageUrl: image.url })
    expect(post).toMatchObject({ postType: 'image', imageUrl: image.url })
  })

  it('refuses an image post without an image', async () => {
    const { client } = await signedInClient()
    const response = await client.post('/api/posts', { title: 'x', content: 'y', postType: 'image' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).issues).toContainEqual({
      path: 'imageUrl',
      message: 'Image posts need an image',
    })
  })

  it("refuses an image that is not this user's image upload", async () => {
    const { client, user } = await signedInClient()
    const other = await signedInClient()
    const othersImage = await uploadMedia(other.user.id, 'image')
    const ownAudio = await uploadMedia(user.id, 'audio')
    for (const imageUrl of [othersImage.url, ownAudio.url, 'https://example.com/x.png']) {
      const response = await client.post('/api/posts', { title: 'x', content: 'y', imageUrl })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Body).message).toBe('Upload the image first')
    }
  })

  it.each([
    [{ content: 'y' }, 'title', 'Title is required'],
    [{ title: '  ', content: 'y' }, 'title', 'Title is required'],
    [{ title: 'x' }, 'content', 'Content is required'],
    [{ title: 'x'.repeat(201), content: 'y' }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'x', content: 'y'.repeat(10_001) }, 'content', 'Content must be at most 10,000 characters'],
    [{ title: 'x', content: 'y', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'At most 10 tags'],
    [{ title: 'x', content: 'y', tags: ['t'.repeat(31)] }, 'tags.0', 'Each tag must be at most 30 characters'],
    [{ title: 'x', content: 'y', postType: 'video' }, 'postType', 'Post type must be text or image'],
  ])('refuses %o with 400 naming %s', async (body, path, message) => {
    const { client } = await signedInClient()
    const response = await client.post('/api/posts', body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as Body
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path, message })
  })

  it('answers 401 Authentication required to a visitor and 403 for another userId', async () => {
    const visitor = await new TestClient().post('/api/posts', { title: 'x', content: 'y' })
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({ message: 'Authentication required' })
    const { client, user } = await signedInClient()
    expect((await client.post('/api/posts', { userId: user.id + 1000, title: 'x', content: 'y' })).status).toBe(403)
  })

  it('answers 400 for malformed JSON', async () => {
    const { client } = await signedInClient()
    expect((await client.post('/api/posts', '{"title":')).status).toBe(400)
  })
})

describe('GET /api/posts, /recent, /user/{userId} and /{id}', () => {
  it('lists all posts newest first with paging, and the newest 20 as recent', async () => {
    const { client } = await signedInClient()
    await createPost(client, { title: 'Older post' })
    await createPost(client, { title: 'Newer post' })
    const visitor = new TestClient()
    expect(await titles(await visitor.get('/api/posts?limit=2'))).toEqual(['Newer post', 'Older post'])
    expect(await titles(await visitor.get('/api/posts?limit=1&offset=1'))).toEqual(['Older post'])
    const recent = (await (await visitor.get('/api/posts/recent')).json()) as PublicPost[]
    expect(recent.length).toBeLessThanOrEqual(20)
    expect(recent[0].title).toBe('Newer post')
    expect((await visitor.get('/api/posts?limit=500')).status).toBe(400)
  })

  it("lists a user's posts newest first, [] when none and 404 for an unknown user", async () => {
    const { client, user } = await signedInClient()
    await createPost(client, { title: 'One' })
    await createPost(client, { title: 'Two' })
    expect(await titles(await new TestClient().get(`/api/posts/user/${user.id}`))).toEqual(['Two', 'One'])
    const quiet = await signedInClient()
    expect(await (await new TestClient().get(`/api/posts/user/${quiet.user.id}`)).json()).toEqual([])
    const unknown = await new TestClient().get('/api/posts/user/99999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'User not found' })
  })

  it('answers a post by id and 404 for an unknown one', async () => {
    const { client } = await signedInClient()
    const post = await createPost(client)
    expect(await (await new TestClient().get(`/api/posts/${post.id}`)).json()).toEqual(post)
    const missing = await new TestClient().get('/api/posts/99999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Post not found' })
  })
})

describe('DELETE /api/posts/{id}', () => {
  it('lets the owner delete the post and its likes', async () => {
    const { client } = await signedInClient()
    const post = await createPost(client)
    const fan = await signedInClient()
    await fan.client.post('/api/likes', { contentId: post.id, contentType: 'post' })
    const response = await client.delete(`/api/posts/${post.id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Post deleted' })
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(404)
    const likes = await env.DB.prepare("select count(*) as n from likes where content_type = 'post' and content_id = ?")
      .bind(post.id)
      .first<{ n: number }>()
    expect(likes!.n).toBe(0)
  })

  it('answers 401 to a visitor, 403 to another user and 404 for an unknown post', async () => {
    const { client } = await signedInClient()
    const post = await createPost(client)
    expect((await new TestClient().delete(`/api/posts/${post.id}`)).status).toBe(401)
    const stranger = await signedInClient()
    const forbidden = await stranger.client.delete(`/api/posts/${post.id}`)
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as Body).message).toBe('Only the owner can change this post')
    expect((await client.delete('/api/posts/99999999')).status).toBe(404)
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(200)
  })
})
