import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, type signedInClient } from '../../tests/support/api'
import { createTrack, uploadMedia } from '../../tests/support/content'
import { fixtureBytes } from '../../tests/support/fixtures'
import { liveStream, openRoomSocket } from '../../tests/support/room-test-client'

type Host = Awaited<ReturnType<typeof signedInClient>>

const tracksAt = async (path: string) => (await (await new TestClient().get(path)).json()) as ListedTrack[]
const idsAt = async (path: string) => (await tracksAt(path)).map((track) => track.id)
const objectExists = async (url: string) => (await env.MEDIA.head(url.replace('/api/media/', ''))) !== null

/** The host's avatar, one of their own uploads, set as the profile does. */
async function setAvatar({ client, user }: Host) {
  const avatar = await uploadMedia(user.id, 'image')
  expect((await client.patch(`/api/users/${user.id}`, { profileImageUrl: avatar.url })).status).toBe(200)
  return avatar.url
}

/** The host broadcasts a short WebM over /audio and ends the stream from the studio: the room publishes it. */
async function broadcastAndEnd({ client }: Host, streamId: number): Promise<ListedTrack> {
  const audio = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
  audio.socket.send(fixtureBytes('tone.webm'))
  audio.send('ping')
  await audio.waitFor('pong')
  expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
  const [recording] = await tracksAt(`/api/tracks/recordings?streamId=${streamId}`)
  expect(recording).toBeDefined()
  return recording
}

describe("a live stream's recording", () => {
  it("takes the stream's thumbnail as its cover, else the host's avatar, else none", async () => {
    const withAvatar = await liveStream('Pictured Host')
    const avatarUrl = await setAvatar(withAvatar)
    expect((await broadcastAndEnd(withAvatar, withAvatar.streamId)).coverUrl).toBe(avatarUrl)

    // A stream with a thumbnail (one made for broadcasting software, say) gives its picture to the recording.
    const withThumbnail = await liveStream('Thumbnail Host')
    await setAvatar(withThumbnail)
    const thumbnail = await uploadMedia(withThumbnail.user.id, 'image')
    await env.DB.prepare('update streams set thumbnail_url = ? where id = ?')
      .bind(thumbnail.url, withThumbnail.streamId)
      .run()
    const recording = await broadcastAndEnd(withThumbnail, withThumbnail.streamId)
    expect(recording.coverUrl).toBe(thumbnail.url)
    const detail = (await (await new TestClient().get(`/api/tracks/${recording.id}`)).json()) as ListedTrack
    expect(detail.coverUrl).toBe(thumbnail.url)

    const plain = await liveStream('Plain Host')
    expect((await broadcastAndEnd(plain, plain.streamId)).coverUrl).toBeNull()
  })

  it('is listed under Recordings and on its host, never among the recent uploads or the /tracks lists', async () => {
    const host = await liveStream('Listed Host')
    const upload = await createTrack(host.client, host.user.id, { title: 'A studio upload', genre: 'Ambient' })
    await env.DB.prepare('update streams set category = ? where id = ?').bind('Ambient', host.streamId).run()
    const recording = await broadcastAndEnd(host, host.streamId)
    expect(recording).toMatchObject({ title: 'Late night set (live recording)', streamId: host.streamId })

    expect(await idsAt('/api/tracks/recordings?limit=100')).toContain(recording.id)
    expect(await idsAt(`/api/tracks/user/${host.user.id}`)).toEqual([recording.id, upload.id])
    const uploadLists = ['/api/tracks/recent', '/api/tracks', '/api/tracks?sort=popular', '/api/tracks?genre=ambient']
    for (const path of uploadLists) {
      const list = `${path}${path.includes('?') ? '&' : '?'}limit=100`
      const ids = await idsAt(list)
      expect(ids, list).toContain(upload.id)
      expect(ids, list).not.toContain(recording.id)
    }
    expect((await tracksAt('/api/tracks/recent?limit=100')).every((track) => track.streamId === null)).toBe(true)
  })

  it("gets its loudness measured from its Opus frames after the end, as an upload's", async () => {
    const host = await liveStream('Measured Host')
    const recording = await broadcastAndEnd(host, host.streamId)
    expect(recording).toMatchObject({ loudnessLufs: null, truePeakDb: null })
    // The media queue's consumer runs on its own; ffmpeg's ebur128 reads tone.webm as -24.7 LUFS and -23.6 dBTP.
    const measured = await vi.waitFor(
      async () => {
        const track = (await (await new TestClient().get(`/api/tracks/${recording.id}`)).json()) as ListedTrack
        expect(track.loudnessLufs).not.toBeNull()
        return track
      },
      { timeout: 10_000, interval: 200 },
    )
    expect(measured.loudnessLufs).toBeCloseTo(-24.7, 0)
    expect(measured.truePeakDb).toBeCloseTo(-23.6, 0)
  })

  it('is deleted after the end with its audio, keeping the avatar it borrowed as a cover', async () => {
    const host = await liveStream('Deleting Host')
    const avatarUrl = await setAvatar(host)
    const recording = await broadcastAndEnd(host, host.streamId)
    expect(await objectExists(recording.audioUrl)).toBe(true)

    expect((await host.client.delete(`/api/tracks/${recording.id}`)).status).toBe(200)
    expect((await new TestClient().get(`/api/tracks/${recording.id}`)).status).toBe(404)
    expect(await tracksAt(`/api/tracks/recordings?streamId=${host.streamId}`)).toEqual([])
    expect(await objectExists(recording.audioUrl)).toBe(false)
    const uploads = await env.DB.prepare('select count(*) as n from uploads where key = ?')
      .bind(recording.audioUrl.replace('/api/media/', ''))
      .first<{ n: number }>()
    expect(uploads!.n).toBe(0)
    expect(await objectExists(avatarUrl)).toBe(true)
  })
})
