import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

type Body = { message: string; issues?: { path: string; message: string }[] }

const followerCountOf = async (userId: number) =>
  ((await (await new TestClient().get(`/api/users/${userId}`)).json()) as { followerCount: number }).followerCount

describe('POST /api/follows and DELETE /api/follows/{creatorId}', () => {
  it('following twice is one follow and unfollowing twice leaves none', async () => {
    const { client } = await signedInClient()
    const { user: creator } = await signedInClient()

    for (let i = 0; i < 2; i++) {
      const response = await client.post('/api/follows', { followedId: creator.id })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ isFollowing: true, followerCount: 1 })
    }
    expect(await followerCountOf(creator.id)).toBe(1)

    for (let i = 0; i < 2; i++) {
      const response = await client.delete(`/api/follows/${creator.id}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ isFollowing: false, followerCount: 0 })
    }
    expect(await followerCountOf(creator.id)).toBe(0)
  })

  it('counts each follower', async () => {
    const { user: creator } = await signedInClient()
    const { client: first } = await signedInClient()
    const { client: second } = await signedInClient()
    await first.post('/api/follows', { followedId: creator.id })
    expect(await (await second.post('/api/follows', { followedId: creator.id })).json()).toEqual({
      isFollowing: true,
      followerCount: 2,
    })
    expect(await (await first.delete(`/api/follows/${creator.id}`)).json()).toEqual({
      isFollowing: false,
      followerCount: 1,
    })
  })

  it('refuses to follow yourself', async () => {
    const { client, user } = await signedInClient()
    const response = await client.post('/api/follows', { followedId: user.id })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'You cannot follow yourself' })
    expect(await followerCountOf(user.id)).toBe(0)
  })

  it('answers 404 for an unknown user, 400 without followedId and 401 for a visitor', async () => {
    const { client, user } = await signedInClient()
    expect((await client.post('/api/follows', { followedId: 99999999 })).status).toBe(404)
    expect((await client.delete('/api/follows/99999999')).status).toBe(404)
    const missing = await client.post('/api/follows', {})
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as Body).issues?.[0].path).toBe('followedId')
    expect((await new TestClient().post('/api/follows', { followedId: user.id })).status).toBe(401)
    expect((await new TestClient().delete(`/api/follows/${user.id}`)).status).toBe(401)
  })
})

describe('GET /api/follows/check/{userId}', () => {
  it('tells whether the session user follows, and false for a visitor', async () => {
    const { client } = await signedInClient()
    const { user: creator } = await signedInClient()
    const check = async (who: TestClient) =>
      (await (await who.get(`/api/follows/check/${creator.id}`)).json()) as { isFollowing: boolean }

    expect(await check(client)).toEqual({ isFollowing: false })
    await client.post('/api/follows', { followedId: creator.id })
    expect(await check(client)).toEqual({ isFollowing: true })
    expect(await check(new TestClient())).toEqual({ isFollowing: false })
  })
})
