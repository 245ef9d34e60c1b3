import { describe, expect, it } from 'vitest'
import type { OEmbedResponse } from '../../contracts/oembed'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack, uploadMedia } from '../../tests/support/content'

const ORIGIN = 'http://localhost'
const visitor = new TestClient()

const oembedOf = (params: Record<string, string>) => visitor.get(`/oembed?${new URLSearchParams(params)}`)

async function answerFor(pagePath: string, params: Record<string, string> = {}) {
  const response = await oembedOf({ url: `${ORIGIN}${pagePath}`, format: 'json', ...params })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return (await response.json()) as OEmbedResponse
}

const iframeSrc = (html: string) => /<iframe src="([^"]+)"/.exec(html)?.[1]

async function creatorWithTrack() {
  const { client, user } = await signedInClient({ displayName: 'Ada Waves' })
  const cover = await uploadMedia(user.id, 'image')
  const track = await createTrack(client, user.id, { title: 'Harbour <Lights>', coverUrl: cover.url })
  return { client, user, track, cover }
}

describe('GET /oembed', () => {
  it('answers a track page, at either of its addresses, with the rich iframe of its embed', async () => {
    const { user, track, cover } = await creatorWithTrack()
    for (const path of [`/track/${track.id}`, `/tracks/${track.id}`]) {
      const answer = await answerFor(path)
      expect(answer).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: 'Soundwave',
        title: 'Harbour <Lights>',
        author_name: 'Ada Waves',
        author_url: `${ORIGIN}/profile/${user.username}`,
        width: 600,
        height: 166,
        thumbnail_url: `${ORIGIN}${cover.url}`,
      })
      expect(iframeSrc(answer.html)).toBe(`${ORIGIN}/embed/track/${track.id}`)
      // The title is the creator's text: escaped inside the snippet.
      expect(answer.html).toContain('title="Harbour &lt;Lights&gt;"')
    }
  })

  it('answers a playlist page with the playlist embed, its owner as the author', async () => {
    const { client, user, track } = await creatorWithTrack()
    const playlist = (await (await client.post('/api/playlists', { name: 'Night drive' })).json()) as { id: number }
    await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id })
    const answer = await answerFor(`/playlist/${playlist.id}`)
    expect(answer).toMatchObject({ title: 'Night drive', author_name: 'Ada Waves', width: 600, height: 400 })
    expect(answer.author_url).toBe(`${ORIGIN}/profile/${user.username}`)
    expect(iframeSrc(answer.html)).toBe(`${ORIGIN}/embed/playlist/${playlist.id}`)
  })

  it('answers a stream page with the stream embed', async () => {
    const { client } = await signedInClient({ displayName: 'Live Host' })
    const { streamId } = (await (await client.post('/api/streams/webrtc', { title: 'Dawn set' })).json()) as {
      streamId: number
    }
    const answer = await answerFor(`/stream/${streamId}`)
    expect(answer).toMatchObject({ title: 'Dawn set', author_name: 'Live Host', width: 600, height: 400 })
    expect(iframeSrc(answer.html)).toBe(`${ORIGIN}/embed/stream/${streamId}`)
  })

  it("answers a profile page with its newest track's embed, and 404 for a profile with no tracks", async () => {
    const { client, user } = await creatorWithTrack()
    const newest = await createTrack(client, user.id, { title: 'Newest' })
    for (const path of [`/profile/${user.username}`, `/user/${user.id}`]) {
      const answer = await answerFor(path)
      expect(answer.title).toBe('Newest')
      expect(iframeSrc(answer.html)).toBe(`${ORIGIN}/embed/track/${newest.id}`)
    }
    const { user: silent } = await signedInClient()
    const response = await oembedOf({ url: `${ORIGIN}/profile/${silent.username}` })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'This profile has no tracks to embed' })
  })

  it('fits the size into maxwidth and maxheight, never above its own', async () => {
    const { track } = await creatorWithTrack()
    const small = await answerFor(`/track/${track.id}`, { maxwidth: '320', maxheight: '120' })
    expect([small.width, small.height]).toEqual([320, 120])
    expect(small.html).toContain('width="320" height="120"')
    const large = await answerFor(`/track/${track.id}`, { maxwidth: '2000', maxheight: '2000' })
    expect([large.width, large.height]).toEqual([600, 166])
  })

  it('answers 404 for a page that does not exist, is not embeddable or is on another site', async () => {
    const { track } = await creatorWithTrack()
    for (const url of [
      `${ORIGIN}/track/999999`,
      `${ORIGIN}/track/abc`,
      `${ORIGIN}/discover`,
      `${ORIGIN}/profile/nobody-here`,
      `https://elsewhere.example/track/${track.id}`,
    ]) {
      const response = await oembedOf({ url })
      expect(response.status, url).toBe(404)
      expect(((await response.json()) as { message: string }).message, url).toEqual(expect.any(String))
    }
  })

  it('answers 501 for format=xml', async () => {
    const { track } = await creatorWithTrack()
    const response = await oembedOf({ url: `${ORIGIN}/track/${track.id}`, format: 'xml' })
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({ message: 'Only format=json is served' })
  })

  it('answers 400 for a missing or malformed url or size', async () => {
    const malformed: Record<string, string>[] = [
      {},
      { url: 'not a url' },
      { url: `${ORIGIN}/track/1`, maxwidth: 'wide' },
    ]
    for (const params of malformed) {
      const response = await oembedOf(params)
      expect(response.status, JSON.stringify(params)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String))
    }
  })
})

describe('framing', () => {
  it('lets any site frame an embed, and no site frame any other page', async () => {
    const { track } = await creatorWithTrack()
    const embed = await visitor.get(`/embed/track/${track.id}`)
    expect(embed.status).toBe(200)
    expect(embed.headers.get('Content-Security-Policy')).toContain('frame-ancestors *')
    expect(embed.headers.get('X-Frame-Options')).toBeNull()
    for (const path of ['/', `/track/${track.id}`, '/settings']) {
      const page = await visitor.get(path)
      expect(page.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'")
      expect(page.headers.get('X-Frame-Options'), path).toBe('DENY')
    }
  })
})
