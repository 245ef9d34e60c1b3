import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

type Creator = {
  id: number
  isStreaming: boolean
  followerCount: number
  streamTitle: string | null
  trackCount: number
}
type Channel = { id: number; displayName: string; isLive: boolean; streamTitle: string | null; isStreaming: boolean }

const json = async <T>(response: Response) => (await response.json()) as T

async function insertTrack(userId: number, title: string) {
  await env.DB.prepare(
    "insert into tracks (user_id, title, artist_name, audio_url, duration) values (?, ?, 'Artist', '/api/media/audio/x.mp3', 60)",
  )
    .bind(userId, title)
    .run()
}

describe('GET /api/creators/recommended', () => {
  it('lists users with tracks or streams, live first then by followers, with stream title and track count', async () => {
    const live = await signedInClient()
    const withTracks = await signedInClient()
    const nothing = await signedInClient()
    await insertTrack(live.user.id, 'One')
    await insertTrack(live.user.id, 'Two')
    await insertTrack(withTracks.user.id, 'Solo')
    await live.client.post('/api/streams/webrtc', { title: 'Live now' })
    await nothing.client.post('/api/follows', { followedId: withTracks.user.id })

    const creators = await json<(Creator & Record<string, unknown>)[]>(
      await new TestClient().get('/api/creators/recommended'),
    )
    expect(creators.length).toBeLessThanOrEqual(12)
    expect(creators.find((creator) => creator.id === live.user.id)).toMatchObject({
      isStreaming: true,
      streamTitle: 'Live now',
      trackCount: 2,
    })
    expect(creators.map((creator) => creator.id)).not.toContain(nothing.user.id)
    for (const creator of creators) expect(creator).not.toHaveProperty('email')

    const rank = (creator: Creator) => [creator.isStreaming ? 1 : 0, creator.followerCount]
    for (let i = 1; i < creators.length; i++) {
      const [liveBefore, followersBefore] = rank(creators[i - 1])
      const [liveAfter, followersAfter] = rank(creators[i])
      expect(liveBefore > liveAfter || (liveBefore === liveAfter && followersBefore >= followersAfter)).toBe(true)
    }
    for (const creator of creators.filter((c) => !c.isStreaming)) expect(creator.streamTitle).toBeNull()

    const firstThree = await json<Creator[]>(await new TestClient().get('/api/creators/recommended?limit=3'))
    expect(firstThree).toEqual(creators.slice(0, 3))
  })

  it('answers 400 with a message for a limit that is not a number', async () => {
    const response = await new TestClient().get('/api/creators/recommended?limit=many')
    expect(response.status).toBe(400)
    expect((await json<{ message: string }>(response)).message).toBe('Limit must be a number')
  })
})

describe('GET /api/genres', () => {
  it('lists id and name sorted by name', async () => {
    const suffix = Date.now().toString(36)
    await env.DB.prepare('insert into genres (name) values (?), (?)')
      .bind(`zz Genre ${suffix}`, `Aa Genre ${suffix}`)
      .run()
    const genres = await json<{ id: number; name: string }[]>(await new TestClient().get('/api/genres'))
    const names = genres.map((genre) => genre.name)
    expect(names.indexOf(`Aa Genre ${suffix}`)).toBeLessThan(names.indexOf(`zz Genre ${suffix}`))
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(Object.keys(genres[0]).sort()).toEqual(['id', 'name'])
  })
})

describe('GET /api/channels/followed', () => {
  it('lists the creators I follow, live first, with their live stream title', async () => {
    const { client } = await signedInClient()
    const offline = await signedInClient({ displayName: 'Aaa Offline' })
    const live = await signedInClient({ displayName: 'Zzz Live' })
    await live.client.post('/api/streams/webrtc', { title: 'On air' })
    await client.post('/api/follows', { followedId: offline.user.id })
    await client.post('/api/follows', { followedId: live.user.id })

    const channels = await json<Channel[]>(await client.get('/api/channels/followed'))
    expect(channels).toMatchObject([
      { id: live.user.id, isLive: true, isStreaming: true, streamTitle: 'On air' },
      { id: offline.user.id, isLive: false, isStreaming: false, streamTitle: null },
    ])
  })

  it('answers an empty list to a visitor and to a user who follows nobody', async () => {
    expect(await json<Channel[]>(await new TestClient().get('/api/channels/followed'))).toEqual([])
    const { client } = await signedInClient()
    expect(await json<Channel[]>(await client.get('/api/channels/followed'))).toEqual([])
  })
})
