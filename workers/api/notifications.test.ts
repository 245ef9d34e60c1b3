import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { FanOutMessage, Notification } from '../../contracts/notifications'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack } from '../../tests/support/content'
import worker from '../app'
import { getDb } from '../db/client'
import { notifyComment } from '../db/notifications'

const listOf = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/notifications${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Notification[]
}

const unreadOf = async (client: TestClient) =>
  ((await (await client.get('/api/notifications/unread-count')).json()) as { count: number }).count

/** The queue's consumer runs a moment after the request: wait for the rows, as a page does. */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 10_000, interval: 100 })

async function creatorWithFollowers(followerCount: number) {
  const creator = await signedInClient({ displayName: 'Nova Star' })
  const followers = await Promise.all(Array.from({ length: followerCount }, () => signedInClient()))
  for (const follower of followers) await follower.client.post('/api/follows', { followedId: creator.user.id })
  // Their follow notifications are not what these tests look at.
  await creator.client.post('/api/notifications/read', {})
  return { creator, followers }
}

describe('follow notifications', () => {
  it('tells the followed user who followed them, and no one else', async () => {
    const { client: fan, user: fanUser } = await signedInClient({ displayName: 'Fan Person' })
    const { client: creator, user: creatorUser } = await signedInClient()

    await fan.post('/api/follows', { followedId: creatorUser.id })

    const [entry] = await listOf(creator)
    expect(entry).toEqual({
      id: expect.any(Number),
      type: 'follow',
      actor: { id: fanUser.id, username: fanUser.username, displayName: 'Fan Person', profileImageUrl: null },
      targetUrl: `/profile/${fanUser.username}`,
      text: 'Fan Person followed you',
      createdAt: expect.any(String),
      read: false,
    })
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await unreadOf(creator)).toBe(1)
    expect(await listOf(fan)).toEqual([])
  })

  it('does not spam: follow, unfollow and follow again leave one unread entry', async () => {
    const { client: fan } = await signedInClient()
    const { client: creator, user: creatorUser } = await signedInClient()
    for (let i = 0; i < 3; i++) {
      await fan.post('/api/follows', { followedId: creatorUser.id })
      await fan.post('/api/follows', { followedId: creatorUser.id })
      await fan.delete(`/api/follows/${creatorUser.id}`)
    }
    expect(await unreadOf(creator)).toBe(1)
    expect(await listOf(creator)).toHaveLength(1)
  })
})

describe('go-live and upload notifications reach every follower through the queue', () => {
  it('going live tells each follower, not the creator nor anyone else', async () => {
    const { creator, followers } = await creatorWithFollowers(3)
    const { client: stranger } = await signedInClient()

    const response = await creator.client.post('/api/streams/webrtc', { title: 'Late night set' })
    expect(response.status).toBe(201)
    const { streamId } = (await response.json()) as { streamId: number }

    for (const follower of followers) {
      await eventually(async () => {
        const [entry] = await listOf(follower.client)
        expect(entry).toMatchObject({
          type: 'live',
          actor: { id: creator.user.id, displayName: 'Nova Star' },
          text: 'Nova Star is live: Late night set',
          targetUrl: `/stream/${streamId}`,
          read: false,
        })
      })
    }
    expect(await unreadOf(stranger)).toBe(0)
    expect(await unreadOf(creator.client)).toBe(0)
  })

  it('resuming a live stream notifies nobody again: one live notification per stream', async () => {
    const { creator, followers } = await creatorWithFollowers(2)
    const first = await creator.client.post('/api/streams/webrtc', { title: 'Once' })
    const resumed = await creator.client.post('/api/streams/webrtc', { title: 'Twice' })
    expect(resumed.status).toBe(200)
    for (const follower of followers) {
      await eventually(async () => expect((await listOf(follower.client))[0]?.text).toBe('Nova Star is live: Once'))
    }
    const { streamId } = (await first.json()) as { streamId: number }
    const liveRows = () =>
      env.DB.prepare("select count(*) n from notifications where actor_id = ? and type = 'live' and target_id = ?")
        .bind(creator.user.id, streamId)
        .first<{ n: number }>()
    // The queue's consumer would have written a second round by now had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await liveRows())!.n).toBe(followers.length)
  })

  it('the default stream title is the one the notification names', async () => {
    const { creator, followers } = await creatorWithFollowers(1)
    await creator.client.post('/api/streams/webrtc', {})
    await eventually(async () =>
      expect((await listOf(followers[0].client))[0]?.text).toBe("Nova Star is live: Nova Star's live stream"),
    )
  })

  it('publishing a track tells each follower', async () => {
    const { creator, followers } = await creatorWithFollowers(2)
    const track = await createTrack(creator.client, creator.user.id, { title: 'Blue Hour' })
    for (const follower of followers) {
      await eventually(async () => {
        expect((await listOf(follower.client))[0]).toMatchObject({
          type: 'upload',
          text: 'Nova Star published Blue Hour',
          targetUrl: `/track/${track.id}`,
        })
      })
    }
  })

  it('the consumer writes one row per follower, and a redelivered message adds none', async () => {
    const { creator, followers } = await creatorWithFollowers(4)
    const message: FanOutMessage = { type: 'upload', actorId: creator.user.id, targetId: 987_654, subject: 'Direct' }
    const consume = async () => {
      const batch = createMessageBatch('soundwave-notifications', [
        { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: message },
      ])
      const ctx = createExecutionContext()
      await worker.queue!(batch, env, ctx)
      return getQueueResult(batch, ctx)
    }
    const count = async () =>
      (await env.DB.prepare('select count(*) n from notifications where actor_id = ? and target_id = 987654')
        .bind(creator.user.id)
        .first<{ n: number }>())!.n

    expect((await consume()).explicitAcks).toHaveLength(1)
    expect(await count()).toBe(4)
    await consume()
    expect(await count()).toBe(4)
    expect((await listOf(followers[0].client))[0].text).toBe('Nova Star published Direct')
  })
})

describe('comment notifications (notifyComment, called by the comments API)', () => {
  it('tells the owner of the track or post, never the owner about their own comment', async () => {
    const { client: owner, user: ownerUser } = await signedInClient()
    const { user: commenter } = await signedInClient({ displayName: 'Chatty Listener' })
    const track = await createTrack(owner, ownerUser.id, { title: 'Tide' })
    const post = await createPost(owner, { title: 'Tour diary' })
    const db = getDb(env.DB)

    await notifyComment(db, {
      actorId: commenter.id,
      ownerId: ownerUser.id,
      contentType: 'track',
      contentId: track.id,
      title: 'Tide',
    })
    await notifyComment(db, {
      actorId: commenter.id,
      ownerId: ownerUser.id,
      contentType: 'post',
      contentId: post.id,
      title: 'Tour diary',
    })
    await notifyComment(db, {
      actorId: ownerUser.id,
      ownerId: ownerUser.id,
      contentType: 'post',
      contentId: post.id,
      title: 'Tour diary',
    })

    expect((await listOf(owner)).map(({ type, text, targetUrl }) => ({ type, text, targetUrl }))).toEqual([
      { type: 'comment', text: 'Chatty Listener commented on Tour diary', targetUrl: `/post/${post.id}` },
      { type: 'comment', text: 'Chatty Listener commented on Tide', targetUrl: `/track/${track.id}` },
    ])
  })
})

describe('GET /api/notifications, GET /api/notifications/unread-count and POST /api/notifications/read', () => {
  async function userWithFollowers(count: number) {
    const me = await signedInClient()
    const fans = []
    for (let i = 0; i < count; i++) {
      const fan = await signedInClient({ displayName: `Fan ${i}` })
      await fan.client.post('/api/follows', { followedId: me.user.id })
      fans.push(fan)
    }
    return { me, fans }
  }

  it('lists newest first, paged', async () => {
    const { me } = await userWithFollowers(3)
    expect((await listOf(me.client)).map((entry) => entry.text)).toEqual([
      'Fan 2 followed you',
      'Fan 1 followed you',
      'Fan 0 followed you',
    ])
    expect((await listOf(me.client, '?limit=2')).map((entry) => entry.text)).toEqual([
      'Fan 2 followed you',
      'Fan 1 followed you',
    ])
    expect((await listOf(me.client, '?limit=2&offset=2')).map((entry) => entry.text)).toEqual(['Fan 0 followed you'])
    expect((await me.client.get('/api/notifications?limit=0')).status).toBe(400)
  })

  it('marks the named entries read, then all of them', async () => {
    const { me } = await userWithFollowers(3)
    const [newest, middle] = await listOf(me.client)

    const named = await me.client.post('/api/notifications/read', { ids: [newest.id] })
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ count: 2 })
    expect((await listOf(me.client)).map((entry) => entry.read)).toEqual([true, false, false])
    expect(middle.read).toBe(false)

    expect(await (await me.client.post('/api/notifications/read', {})).json()).toEqual({ count: 0 })
    expect((await listOf(me.client)).every((entry) => entry.read)).toBe(true)
    expect(await unreadOf(me.client)).toBe(0)
  })

  it("ignores ids that are someone else's: they stay unread", async () => {
    const { me } = await userWithFollowers(2)
    const { client: other } = await signedInClient()
    const ids = (await listOf(me.client)).map((entry) => entry.id)

    const response = await other.post('/api/notifications/read', { ids })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: 0 })
    expect(await unreadOf(me.client)).toBe(2)
  })

  it('refuses visitors and malformed ids', async () => {
    const visitor = new TestClient()
    for (const response of [
      await visitor.get('/api/notifications'),
      await visitor.get('/api/notifications/unread-count'),
      await visitor.post('/api/notifications/read', {}),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'You must be logged in' })
    }
    const { client } = await signedInClient()
    expect((await client.post('/api/notifications/read', { ids: ['x'] })).status).toBe(400)
    expect((await client.post('/api/notifications/read', { ids: [] })).status).toBe(400)
  })
})
