import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ListedTrack, TrackDetail } from '../../contracts/tracks'
import { getDb } from '../db/client'
import { storeMedia } from '../media/store'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { fixtureBytes } from '../../tests/support/fixtures'

const FLAC = fixtureBytes('tone.flac')
const REFUSED = { message: 'The owner does not allow downloads of this track' }

/** A signed-in owner with a track of tone.flac's bytes, made with `fields`. */
async function ownerWithTrack(fields: Record<string, unknown> = {}) {
  const { client, user } = await signedInClient()
  const { url } = await storeMedia(env.MEDIA, getDb(env.DB), {
    bytes: FLAC,
    kind: 'audio',
    contentType: 'audio/flac',
    extension: 'flac',
    userId: user.id,
    duration: 3,
  })
  const track = await createTrack(client, user.id, { audioUrl: url, ...fields })
  return { client, user, track }
}

const download = (client: TestClient, trackId: number) => client.get(`/api/tracks/${trackId}/download`)

async function expectOriginal(response: Response, disposition: string) {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('audio/flac')
  expect(response.headers.get('Content-Length')).toBe(String(FLAC.byteLength))
  expect(response.headers.get('Content-Disposition')).toBe(disposition)
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(FLAC)
}

describe('allowDownload on tracks', () => {
  it('is off by default and read by everyone on the track detail, not on lists', async () => {
    const { track } = await ownerWithTrack()
    expect(track.allowDownload).toBe(false)
    const detail = (await (await new TestClient().get(`/api/tracks/${track.id}`)).json()) as TrackDetail
    expect(detail.allowDownload).toBe(false)
    const list = (await (await new TestClient().get(`/api/tracks/user/${track.userId}`)).json()) as ListedTrack[]
    expect(list[0]).not.toHaveProperty('allowDownload')
  })

  it('is set on creation and changed by the owner alone, keeping it when other fields change', async () => {
    const { client, track } = await ownerWithTrack({ allowDownload: true })
    expect(track.allowDownload).toBe(true)
    const { client: other } = await signedInClient()
    const refused = await other.patch(`/api/tracks/${track.id}`, { allowDownload: false })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: 'Only the owner can change this track' })
    const renamed = await client.patch(`/api/tracks/${track.id}`, { title: 'Renamed' })
    expect(((await renamed.json()) as TrackDetail).allowDownload).toBe(true)
    const turnedOff = await client.patch(`/api/tracks/${track.id}`, { allowDownload: false })
    expect(((await turnedOff.json()) as TrackDetail).allowDownload).toBe(false)
    const detail = (await (await new TestClient().get(`/api/tracks/${track.id}`)).json()) as TrackDetail
    expect(detail.allowDownload).toBe(false)
  })

  it('refuses a value that is not true or false', async () => {
    const { client, track } = await ownerWithTrack()
    const response = await client.patch(`/api/tracks/${track.id}`, { allowDownload: 'yes' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Allow downloads must be true or false' })
  })
})

describe('GET /api/tracks/{id}/download', () => {
  it('answers 403 to a visitor and to another user while downloads are not allowed', async () => {
    const { track } = await ownerWithTrack()
    const { client: other } = await signedInClient()
    for (const client of [new TestClient(), other]) {
      const response = await download(client, track.id)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(REFUSED)
    }
  })

  it('always gives the owner the original', async () => {
    const { client, track } = await ownerWithTrack({ title: 'Night Drive' })
    await expectOriginal(await download(client, track.id), 'attachment; filename="Night Drive.flac"')
  })

  it('gives anyone the original bytes under the title once allowed', async () => {
    const { client, track } = await ownerWithTrack({ title: 'Night Drive' })
    await client.patch(`/api/tracks/${track.id}`, { allowDownload: true })
    await expectOriginal(await download(new TestClient(), track.id), 'attachment; filename="Night Drive.flac"')
  })

  it('names a non-ASCII title in UTF-8 beside an ASCII fallback, without quotes, slashes or control characters', async () => {
    const { track } = await ownerWithTrack({ title: 'Café "Nuit"/Été\u0007 夜', allowDownload: true })
    await expectOriginal(
      await download(new TestClient(), track.id),
      `attachment; filename="Cafe NuitEte _.flac"; filename*=UTF-8''Caf%C3%A9%20Nuit%C3%89t%C3%A9%20%E5%A4%9C.flac`,
    )
  })

  it('answers 404 for an unknown track', async () => {
    const response = await download(new TestClient(), 99999999)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Track not found' })
  })
})
