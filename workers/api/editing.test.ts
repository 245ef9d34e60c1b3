import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PublicPost } from '../../contracts/posts'
import type { Stream } from '../../contracts/streams'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack, uploadMedia } from '../../tests/support/content'

type Body = { message: string; issues?: { path: string; message: string }[] }

const json = async <T>(response: Response) => (await response.json()) as T

/** A word no other test writes, so a search finds only this test's rows. */
const uniqueWord = () => `zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`

const searchIds = async (kind: 'tracks' | 'posts' | 'streams', query: string) =>
  (
    await json<{ id: number }[]>(await new TestClient().get(`/api/search/${kind}?query=${encodeURIComponent(query)}`))
  ).map((row) => row.id)

const objectExists = async (url: string) => (await env.MEDIA.head(url.replace('/api/media/', ''))) != null

describe('PATCH /api/tracks/{id}', () => {
  it('changes title, genre and cover, answers the track as GET shows it, and search follows', async () => {
    const { client, user } = await signedInClient()
    const oldWord = uniqueWord()
    const newWord = uniqueWord()
    const track = await createTrack(client, user.id, { title: `Draft ${oldWord}`, genre: 'Ambient' })
    const cover = await uploadMedia(user.id, 'image')

    const response = await client.patch(`/api/tracks/${track.id}`, {
      title: `  Final ${newWord} `,
      genre: 'Techno',
      coverUrl: cover.url,
    })
    expect(response.status).toBe(200)
    const updated = await json<ListedTrack>(response)
    expect(updated).toMatchObject({
      id: track.id,
      title: `Final ${newWord}`,
      genre: 'Techno',
      coverUrl: cover.url,
      audioUrl: track.audioUrl,
    })
    expect(updated).toEqual(await json<ListedTrack>(await new TestClient().get(`/api/tracks/${track.id}`)))

    expect(await searchIds('tracks', newWord)).toEqual([track.id])
    expect(await searchIds('tracks', oldWord)).toEqual([])
    expect(await searchIds('tracks', `techno ${newWord}`)).toEqual([track.id])
  })

  it('changes only the fields sent; null or none clears genre and cover', async () => {
    const { client, user } = await signedInClient()
    const cover = await uploadMedia(user.id, 'image')
    const track = await createTrack(client, user.id, { title: 'Kept', genre: 'House', coverUrl: cover.url })
    const renamed = await json<ListedTrack>(await client.patch(`/api/tracks/${track.id}`, { title: 'Renamed' }))
    expect(renamed).toMatchObject({ title: 'Renamed', genre: 'House', coverUrl: cover.url })
    const cleared = await json<ListedTrack>(
      await client.patch(`/api/tracks/${track.id}`, { genre: 'none', coverUrl: null }),
    )
    expect(cleared).toMatchObject({ title: 'Renamed', genre: null, coverUrl: null })
  })

  it('replacing the cover deletes the old one when nothing else uses it, and keeps one still in use', async () => {
    const { client, user } = await signedInClient()
    const [first, shared, next] = await Promise.all([
      uploadMedia(user.id, 'image'),
      uploadMedia(user.id, 'image'),
      uploadMedia(user.id, 'image'),
    ])
    const track = await createTrack(client, user.id, { coverUrl: first.url })
    const other = await createTrack(client, user.id, { coverUrl: shared.url })
    const sharing = await createTrack(client, user.id, { coverUrl: shared.url })

    expect((await client.patch(`/api/tracks/${track.id}`, { coverUrl: next.url })).status).toBe(200)
    expect(await objectExists(first.url)).toBe(false)
    expect((await client.patch(`/api/tracks/${other.id}`, { coverUrl: next.url })).status).toBe(200)
    expect(await objectExists(shared.url)).toBe(true)
    expect(sharing.coverUrl).toBe(shared.url)
    expect(await objectExists(next.url)).toBe(true)
  })

  it("refuses a cover that is not the owner's own image upload, changing nothing", async () => {
    const { client, user } = await signedInClient()
    const { user: someone } = await signedInClient()
    const track = await createTrack(client, user.id, { title: 'Untouched' })
    const theirs = await uploadMedia(someone.id, 'image')
    const audio = await uploadMedia(user.id, 'audio')
    for (const coverUrl of [theirs.url, audio.url, 'https://example.com/cover.png']) {
      const response = await client.patch(`/api/tracks/${track.id}`, { title: 'Changed', coverUrl })
      expect(response.status).toBe(400)
      expect(await json<Body>(response)).toEqual({ message: 'Upload the cover image first' })
    }
    expect(await json<ListedTrack>(await client.get(`/api/tracks/${track.id}`))).toMatchObject({
      title: 'Untouched',
      coverUrl: null,
    })
  })

  it.each([
    [{}, 'Change at least one field'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ genre: 'g'.repeat(51) }, 'Genre must be at most 50 characters'],
  ])('refuses %o with 400 %s', async (body, message) => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const response = await client.patch(`/api/tracks/${track.id}`, body)
    expect(response.status).toBe(400)
    expect((await json<Body>(response)).message).toBe(message)
  })

  it('answers 401 to a visitor, 403 to another user and 404 for an unknown track', async () => {
    const { client, user } = await signedInClient()
    const { client: other } = await signedInClient()
    const track = await createTrack(client, user.id, { title: 'Mine' })
    expect((await new TestClient().patch(`/api/tracks/${track.id}`, { title: 'Theirs' })).status).toBe(401)
    expect((await other.patch(`/api/tracks/${track.id}`, { title: 'Theirs' })).status).toBe(403)
    expect((await client.patch('/api/tracks/99999999', { title: 'Nobody' })).status).toBe(404)
    expect((await json<ListedTrack>(await client.get(`/api/tracks/${track.id}`))).title).toBe('Mine')
  })
})

describe('PATCH /api/posts/{id}', () => {
  it('changes title, content and tags, answers the post as GET shows it, and search follows', async () => {
    const { client } = await signedInClient()
    const oldWord = uniqueWord()
    const newWord = uniqueWord()
    const post = await createPost(client, { title: 'Notes', content: `about ${oldWord}`, tags: ['old'] })
    const response = await client.patch(`/api/posts/${post.id}`, {
      title: ' New notes ',
      content: `about ${newWord}`,
      tags: ['new', ' ', 'tour'],
    })
    expect(response.status).toBe(200)
    const updated = await json<PublicPost>(response)
    expect(updated).toMatchObject({
      id: post.id,
      title: 'New notes',
      content: `about ${newWord}`,
      tags: ['new', 'tour'],
      postType: 'text',
    })
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt))
    expect(updated).toEqual(await json<PublicPost>(await new TestClient().get(`/api/posts/${post.id}`)))
    expect(await searchIds('posts', newWord)).toEqual([post.id])
    expect(await searchIds('posts', oldWord)).toEqual([])
  })

  it('keeps the fields not sent', async () => {
    const { client } = await signedInClient()
    const post = await createPost(client, { title: 'Kept title', content: 'Kept content', tags: ['kept'] })
    const updated = await json<PublicPost>(await client.patch(`/api/posts/${post.id}`, { content: 'New content' }))
    expect(updated).toMatchObject({ title: 'Kept title', content: 'New content', tags: ['kept'] })
  })

  it.each([
    [{}, 'Change at least one field'],
    [{ content: ' ' }, 'Content is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
  ])('refuses %o with 400 %s', async (body, message) => {
    const { client } = await signedInClient()
    const post = await createPost(client)
    const response = await client.patch(`/api/posts/${post.id}`, body)
    expect(response.status).toBe(400)
    expect((await json<Body>(response)).message).toBe(message)
  })

  it('answers 401 to a visitor, 403 to another user and 404 for an unknown post', async () => {
    const { client } = await signedInClient()
    const { client: other } = await signedInClient()
    const post = await createPost(client, { title: 'Mine' })
    expect((await new TestClient().patch(`/api/posts/${post.id}`, { title: 'Theirs' })).status).toBe(401)
    expect((await other.patch(`/api/posts/${post.id}`, { title: 'Theirs' })).status).toBe(403)
    expect((await client.patch('/api/posts/99999999', { title: 'Nobody' })).status).toBe(404)
    expect((await json<PublicPost>(await client.get(`/api/posts/${post.id}`))).title).toBe('Mine')
  })
})

describe('PATCH /api/streams/{id}', () => {
  it('changes title, description and tags of a live stream, answered as GET shows it, and search follows', async () => {
    const { client } = await signedInClient()
    const { streamId } = await json<{ streamId: number }>(await client.post('/api/streams/webrtc', {}))
    const word = uniqueWord()
    const response = await client.patch(`/api/streams/${streamId}`, {
      title: `Sunday ${word}`,
      description: 'Slow songs',
      tags: ['chill'],
    })
    expect(response.status).toBe(200)
    const updated = await json<Stream>(response)
    expect(updated).toMatchObject({
      id: streamId,
      title: `Sunday ${word}`,
      description: 'Slow songs',
      tags: ['chill'],
      isLive: true,
    })
    expect(updated).toEqual(await json<Stream>(await new TestClient().get(`/api/streams/${streamId}`)))
    expect(await searchIds('streams', word)).toEqual([streamId])
  })

  it('keeps the tags when only the description changes, and clears the description with an empty one', async () => {
    const { client } = await signedInClient()
    const stream = await json<Stream>(
      await client.post('/api/streams', { title: 'Planned', description: 'Soon', tags: ['later'] }),
    )
    const updated = await json<Stream>(await client.patch(`/api/streams/${stream.id}`, { description: '' }))
    expect(updated).toMatchObject({ title: 'Planned', description: null, tags: ['later'] })
  })

  it.each([
    [{}, 'Change at least one field'],
    [{ title: '' }, 'Title is required'],
    [{ description: 'd'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('refuses %o with 400 %s', async (body, message) => {
    const { client } = await signedInClient()
    const stream = await json<Stream>(await client.post('/api/streams', { title: 'Planned' }))
    const response = await client.patch(`/api/streams/${stream.id}`, body)
    expect(response.status).toBe(400)
    expect((await json<Body>(response)).message).toBe(message)
  })

  it('answers 401 to a visitor, 403 to another user and 404 for an unknown stream', async () => {
    const { client } = await signedInClient()
    const { client: other } = await signedInClient()
    const stream = await json<Stream>(await client.post('/api/streams', { title: 'Mine' }))
    expect((await new TestClient().patch(`/api/streams/${stream.id}`, { title: 'Theirs' })).status).toBe(401)
    expect((await other.patch(`/api/streams/${stream.id}`, { title: 'Theirs' })).status).toBe(403)
    expect((await client.patch('/api/streams/99999999', { title: 'Nobody' })).status).toBe(404)
  })
})

describe('POST /api/streams/webrtc with title and description', () => {
  it('starts the live stream with them; without them the title is "{name}\'s live stream"', async () => {
    const { client } = await signedInClient({ displayName: 'Nova Host' })
    const titled = await json<{ streamId: number }>(
      await client.post('/api/streams/webrtc', { title: 'Studio night', description: 'Requests open' }),
    )
    expect(await json<Stream>(await client.get(`/api/streams/${titled.streamId}`))).toMatchObject({
      title: 'Studio night',
      description: 'Requests open',
    })
    await client.post(`/api/streams/${titled.streamId}/end`)
    const plain = await json<{ streamId: number }>(await client.post('/api/streams/webrtc', {}))
    expect(await json<Stream>(await client.get(`/api/streams/${plain.streamId}`))).toMatchObject({
      title: "Nova Host's live stream",
      description: null,
    })
  })

  it('refuses a description over 2000 characters', async () => {
    const { client } = await signedInClient()
    const response = await client.post('/api/streams/webrtc', { description: 'd'.repeat(2001) })
    expect(response.status).toBe(400)
    expect((await json<Body>(response)).message).toBe('Description must be at most 2000 characters')
  })
})
