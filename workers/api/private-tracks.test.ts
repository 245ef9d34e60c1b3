import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../contracts/notifications'
import type { Playlist } from '../../contracts/playlists'
import type { ListedTrack, TrackDetail } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack, uploadMedia } from '../../tests/support/content'
import worker from '../app'

const visitor = new TestClient()
const uniqueTitle = () => `Hidden ${crypto.randomUUID().slice(0, 8)}`
const idsOf = async (response: Response) => ((await response.json()) as { id: number }[]).map((item) => item.id)
const notificationsOf = async (client: TestClient) =>
  (await (await client.get('/api/notifications')).json()) as Notification[]
/** The queue's consumer runs a moment after the request. */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 10_000, interval: 100 })
const queueSettles = () => new Promise((resolve) => setTimeout(resolve, 500))

async function privateTrack(fields: Record<string, unknown> = {}) {
  const owner = await signedInClient({ displayName: 'Quiet Creator' })
  const cover = await uploadMedia(owner.user.id, 'image')
  const title = uniqueTitle()
  const track = await createTrack(owner.client, owner.user.id, {
    title,
    genre: 'Ambient',
    coverUrl: cover.url,
    visibility: 'private',
    ...fields,
  })
  return { ...owner, track, title }
}

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext()
  await worker.scheduled!(
    createScheduledController({ cron: '* * * * *', scheduledTime: new Date(scheduledTime) }),
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

describe('a private track', () => {
  it('is a track that does not exist to a visitor: API read, page, embed, oEmbed and download answer 404', async () => {
    const { track } = await privateTrack()
    expect(track).toMatchObject({ visibility: 'private', privateToken: expect.any(String) })
    for (const path of [
      `/api/tracks/${track.id}`,
      `/api/tracks/${track.id}?s=wrong`,
      `/track/${track.id}`,
      `/tracks/${track.id}`,
      `/embed/track/${track.id}`,
      `/oembed?url=${encodeURIComponent(`http://localhost/track/${track.id}`)}&format=json`,
      `/api/tracks/${track.id}/download`,
    ])
      expect((await visitor.get(path)).status, path).toBe(404)
  })

  it('opens with its link, without telling the secret, and plays its media with it', async () => {
    const { track } = await privateTrack()
    const link = `?s=${track.privateToken}`
    const page = await visitor.get(`/track/${track.id}${link}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(track.title)

    const read = await visitor.get(`/api/tracks/${track.id}${link}`)
    expect(read.status).toBe(200)
    const shown = (await read.json()) as TrackDetail
    expect(shown.privateToken).toBeNull()
    expect(shown.audioUrl).toBe(`${track.audioUrl}${link}`)
    // The secret it was opened with, which the reads made on its behalf carry (download, comments, related).
    expect(shown.linkSecret).toBe(track.privateToken)

    const audio = await visitor.get(shown.audioUrl)
    expect(audio.status).toBe(200)
    expect(audio.headers.get('Cache-Control')).toBe('private, no-store')
    await audio.body?.cancel()
    for (const url of [track.audioUrl, track.coverUrl!, `${track.audioUrl}?s=wrong`])
      expect((await visitor.get(url)).status, url).toBe(404)
  })

  it('plays for its owner, whose read tells the secret', async () => {
    const { client, track } = await privateTrack()
    const read = (await (await client.get(`/api/tracks/${track.id}`)).json()) as TrackDetail
    expect(read.privateToken).toBe(track.privateToken)
    expect(read.linkSecret).toBeNull()
    const audio = await client.get(track.audioUrl)
    expect(audio.status).toBe(200)
    await audio.body?.cancel()
  })

  it('is absent from every list and search for others, and on its owner profile for its owner alone', async () => {
    const { client, user, track, title } = await privateTrack()
    const lists = [
      '/api/tracks?limit=50',
      '/api/tracks?sort=popular&limit=50',
      '/api/tracks?genre=Ambient&limit=50',
      '/api/tracks/recent?limit=20',
      '/api/tracks/top-picks?limit=50',
      `/api/tracks/user/${user.id}`,
    ]
    for (const path of lists) expect(await idsOf(await visitor.get(path)), path).not.toContain(track.id)
    expect(await idsOf(await visitor.get(`/api/search/tracks?query=${encodeURIComponent(title)}`))).toEqual([])
    expect(await idsOf(await client.get(`/api/tracks/user/${user.id}`))).toContain(track.id)
  })

  it("leaves another listener's likes, history and playlists once it turns private", async () => {
    const { client: owner, user } = await signedInClient()
    const track = await createTrack(owner, user.id, { title: uniqueTitle() })
    const { client: fan } = await signedInClient()
    await fan.post(`/api/likes`, { contentId: track.id, contentType: 'track' })
    await fan.post(`/api/tracks/${track.id}/play`)
    const playlist = (await (await fan.post('/api/playlists', { name: 'Mine' })).json()) as { id: number }
    await fan.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id })

    expect((await owner.patch(`/api/tracks/${track.id}`, { visibility: 'private' })).status).toBe(200)

    const liked = (await (await fan.get('/api/likes/tracks')).json()) as ListedTrack[]
    expect(liked.map((entry) => entry.id)).not.toContain(track.id)
    const shown = (await (await fan.get(`/api/playlists/${playlist.id}`)).json()) as Playlist
    expect(shown.tracks).toEqual([])
  })

  it("cannot be added to another listener's playlist, even with its link: 404, as for a missing track", async () => {
    const { client: owner, track } = await privateTrack()
    const { client: fan } = await signedInClient()
    const playlist = (await (await fan.post('/api/playlists', { name: 'Mine' })).json()) as { id: number }
    const added = await fan.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id })
    expect(added.status).toBe(404)
    expect(await added.json()).toEqual({ message: 'Track not found' })
    expect(((await (await fan.get(`/api/playlists/${playlist.id}`)).json()) as Playlist).tracks).toEqual([])
    const own = (await (await owner.post('/api/playlists', { name: 'Drafts' })).json()) as { id: number }
    expect((await owner.post(`/api/playlists/${own.id}/tracks`, { trackId: track.id })).status).toBe(200)
  })

  it('renewing its link ends the old one', async () => {
    const { client, track } = await privateTrack()
    const renewed = await client.post(`/api/tracks/${track.id}/private-link`)
    expect(renewed.status).toBe(200)
    const { privateToken } = (await renewed.json()) as TrackDetail
    expect(privateToken).not.toBe(track.privateToken)
    expect((await visitor.get(`/api/tracks/${track.id}?s=${track.privateToken}`)).status).toBe(404)
    expect((await visitor.get(`/api/tracks/${track.id}?s=${privateToken}`)).status).toBe(200)
    expect((await new TestClient().post(`/api/tracks/${track.id}/private-link`)).status).toBe(401)
  })

  it('made private, its media leaves the edge cache: a file kept while public is not answered again', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id, { title: uniqueTitle() })
    const first = await visitor.get(track.audioUrl)
    expect(first.status).toBe(200)
    await first.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 200)) // the file is kept behind the answer
    await client.patch(`/api/tracks/${track.id}`, { visibility: 'private' })
    expect((await visitor.get(track.audioUrl)).status).toBe(404)
    expect((await visitor.get(`/track/${track.id}`)).status).toBe(404)
  })

  it('sends followers no new-upload notification', async () => {
    const { client: fan } = await signedInClient()
    const owner = await signedInClient()
    await fan.post('/api/follows', { followedId: owner.user.id })
    await createTrack(owner.client, owner.user.id, { visibility: 'private' })
    await queueSettles()
    expect((await notificationsOf(fan)).filter((entry) => entry.type === 'upload')).toEqual([])
  })
})

describe('a scheduled release', () => {
  it('stays private until its time, then turns public and notifies followers once', async () => {
    const owner = await signedInClient({ displayName: 'Timed Creator' })
    const { client: fan } = await signedInClient()
    await fan.post('/api/follows', { followedId: owner.user.id })
    const releaseAt = Date.now() + 60 * 60 * 1000
    const track = await createTrack(owner.client, owner.user.id, {
      title: 'Midnight Drop',
      releaseAt: new Date(releaseAt).toISOString(),
    })
    expect(track).toMatchObject({ visibility: 'private', releaseAt: new Date(releaseAt).toISOString() })

    await runCron(releaseAt - 60_000)
    expect((await visitor.get(`/api/tracks/${track.id}`)).status).toBe(404)

    await runCron(releaseAt + 30_000)
    const released = (await (await visitor.get(`/api/tracks/${track.id}`)).json()) as TrackDetail
    expect(released).toMatchObject({ visibility: 'public', releaseAt: null })
    await eventually(async () =>
      expect((await notificationsOf(fan)).map((entry) => entry.text)).toEqual([
        'Timed Creator published Midnight Drop',
      ]),
    )
    await runCron(releaseAt + 90_000)
    await queueSettles()
    expect(await notificationsOf(fan)).toHaveLength(1)
  })

  it('refuses a time in the past', async () => {
    const { client, user } = await signedInClient()
    const audioUrl = (await uploadMedia(user.id, 'audio')).url
    const response = await client.post('/api/tracks', {
      title: 'Late',
      artistName: 'Someone',
      audioUrl,
      releaseAt: new Date(Date.now() - 1000).toISOString(),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Release time must be in the future' })
  })
})

describe('a private playlist', () => {
  it('answers 404 without its link, opens with it, and tells only its owner the secret', async () => {
    const { client } = await signedInClient()
    const created = (await (
      await client.post('/api/playlists', { name: 'Secret mix', visibility: 'private' })
    ).json()) as {
      id: number
    }
    const own = (await (await client.get(`/api/playlists/${created.id}`)).json()) as Playlist
    expect(own).toMatchObject({ visibility: 'private', privateToken: expect.any(String) })
    expect((await visitor.get(`/api/playlists/${created.id}`)).status).toBe(404)
    expect((await visitor.get(`/playlist/${created.id}`)).status).toBe(404)
    expect((await visitor.get(`/embed/playlist/${created.id}`)).status).toBe(404)
    const shared = await visitor.get(`/api/playlists/${created.id}?s=${own.privateToken}`)
    expect(shared.status).toBe(200)
    expect(((await shared.json()) as Playlist).privateToken).toBeNull()
    expect((await visitor.get(`/playlist/${created.id}?s=${own.privateToken}`)).status).toBe(200)
  })
})

describe('a private track, to anyone but its owner and its link', () => {
  it('has comments read and written by its owner and with its link only; others get 404', async () => {
    const { client: owner, track } = await privateTrack()
    const { client: stranger } = await signedInClient()
    const link = `?s=${track.privateToken}`
    const comment = { content: 'Lovely', timestampSeconds: null }
    expect((await visitor.get(`/api/tracks/${track.id}/comments`)).status).toBe(404)
    expect((await stranger.get(`/api/tracks/${track.id}/comments?s=wrong`)).status).toBe(404)
    expect((await stranger.post(`/api/tracks/${track.id}/comments`, comment)).status).toBe(404)

    expect((await owner.post(`/api/tracks/${track.id}/comments`, comment)).status).toBe(201)
    const byLink = await stranger.post(`/api/tracks/${track.id}/comments${link}`, comment)
    expect(byLink.status).toBe(201)
    const read = await visitor.get(`/api/tracks/${track.id}/comments${link}&limit=20`)
    expect(read.status).toBe(200)
    expect(await read.json()).toHaveLength(2)

    const { id } = (await byLink.json()) as { id: number }
    const { client: other } = await signedInClient()
    const refused = await other.delete(`/api/comments/${id}`)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ message: 'Comment not found' })
    expect((await stranger.delete(`/api/comments/${id}`)).status).toBe(204)
  })

  it('is liked by its owner alone, and reposted by nobody', async () => {
    const { client: owner, track } = await privateTrack()
    const { client: stranger } = await signedInClient()
    const like = { contentType: 'track', contentId: track.id }
    expect((await stranger.post('/api/likes', like)).status).toBe(404)
    expect((await visitor.get(`/api/likes/count/track/${track.id}`)).status).toBe(404)
    expect((await owner.post('/api/likes', like)).status).toBe(200)
    for (const client of [stranger, owner]) {
      const repost = await client.post(`/api/tracks/${track.id}/reposts`)
      expect(repost.status).toBe(404)
      expect(await repost.json()).toEqual({ message: 'Track not found' })
    }
  })

  it('is neither changed nor deleted by others, who are told it does not exist', async () => {
    const { track } = await privateTrack()
    const { client: stranger } = await signedInClient()
    const changed = await stranger.patch(`/api/tracks/${track.id}`, { title: 'Mine now' })
    expect(changed.status).toBe(404)
    expect(await changed.json()).toEqual({ message: 'Track not found' })
    expect((await stranger.delete(`/api/tracks/${track.id}`)).status).toBe(404)
    const { client: owner, user } = await signedInClient()
    const open = await createTrack(owner, user.id, { title: uniqueTitle() })
    expect((await stranger.patch(`/api/tracks/${open.id}`, { title: 'Mine now' })).status).toBe(403)
  })

  it('has related tracks for its owner and with its link only', async () => {
    const { client: owner, track } = await privateTrack()
    const { client: stranger } = await signedInClient()
    expect((await visitor.get(`/api/tracks/${track.id}/related`)).status).toBe(404)
    expect((await stranger.get(`/api/tracks/${track.id}/related?s=wrong`)).status).toBe(404)
    expect((await owner.get(`/api/tracks/${track.id}/related`)).status).toBe(200)
    const byLink = await visitor.get(`/api/tracks/${track.id}/related?s=${track.privateToken}&limit=5`)
    expect(byLink.status).toBe(200)
    expect(await byLink.json()).toEqual(expect.any(Array))
  })

  it('downloads, when its owner allows it, with its link only', async () => {
    const { track } = await privateTrack({ allowDownload: true })
    expect((await visitor.get(`/api/tracks/${track.id}/download`)).status).toBe(404)
    expect((await visitor.get(`/api/tracks/${track.id}/download?s=wrong`)).status).toBe(404)
    const byLink = await visitor.get(`/api/tracks/${track.id}/download?s=${track.privateToken}`)
    expect(byLink.status).toBe(200)
    expect(byLink.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Hidden [0-9a-f]{8}\./)
    await byLink.body?.cancel()
  })

  it('leaves the unread count of notifications about it once it turns private', async () => {
    const { client: fan } = await signedInClient()
    const owner = await signedInClient()
    await fan.post('/api/follows', { followedId: owner.user.id })
    const track = await createTrack(owner.client, owner.user.id, { title: uniqueTitle() })
    const unread = async () => (await (await fan.get('/api/notifications/unread-count')).json()) as { count: number }
    await eventually(async () => expect(await unread()).toEqual({ count: 1 }))
    await owner.client.patch(`/api/tracks/${track.id}`, { visibility: 'private' })
    expect(await unread()).toEqual({ count: 0 })
  })
})

describe('a private playlist, to anyone but its owner', () => {
  it('is neither reposted, changed nor deleted: 404 as for a playlist that does not exist', async () => {
    const { client: owner } = await signedInClient()
    const { id } = (await (await owner.post('/api/playlists', { name: 'Secret', visibility: 'private' })).json()) as {
      id: number
    }
    const { client: stranger } = await signedInClient()
    for (const client of [stranger, owner]) expect((await client.post(`/api/playlists/${id}/reposts`)).status).toBe(404)
    expect((await stranger.patch(`/api/playlists/${id}`, { name: 'Mine' })).status).toBe(404)
    expect((await stranger.delete(`/api/playlists/${id}`)).status).toBe(404)
    expect((await owner.patch(`/api/playlists/${id}`, { name: 'Still secret' })).status).toBe(200)
  })
})
