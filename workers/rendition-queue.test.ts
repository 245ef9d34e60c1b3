import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { TrackDetail } from '../contracts/tracks'
import { signedInClient, type TestClient } from '../tests/support/api'
import { fixtureBytes } from '../tests/support/fixtures'
import { consumeMediaJob, createTrack, uploadAudio } from '../tests/support/media-queue'
import { installBuiltDecoderWasm } from './media/loudness/decoders/built-wasm'
import { wasmDecoder } from './media/loudness/decoders/wasm-decoders'
import { readFrameHeader } from './media/rendition/mp3-frames'

const keyOf = (url: string) => url.replace('/api/media/', '')

const readTrack = async (client: TestClient, id: number) =>
  (await (await client.get(`/api/tracks/${id}`)).json()) as TrackDetail

/** Uploads a fixture with the media queue held back; returns its URL and the jobs the upload asked for. */
async function uploadHeld(client: TestClient, name: string, bytes?: Uint8Array<ArrayBuffer>) {
  const send = vi.spyOn(env.MEDIA_JOBS, 'send').mockResolvedValue(undefined as never)
  const audioUrl = await uploadAudio(client, name, bytes)
  const jobs = send.mock.calls.map(([job]) => job)
  send.mockRestore()
  return { audioUrl, jobs }
}

/** The samples per channel an MP3 decodes to (mpg123, which drops the encoder delay and padding the LAME tag names). */
async function decodedSamples(mp3: Uint8Array) {
  installBuiltDecoderWasm()
  const decoder = wasmDecoder('mpeg')
  try {
    const pcm = [await decoder.decode(mp3), await decoder.flush()]
    return pcm.reduce((sum, run) => sum + (run?.channels[0].length ?? 0), 0)
  } finally {
    decoder.free()
  }
}

describe('streaming renditions of heavy uploads', () => {
  for (const [name, samples] of [
    ['tone.wav', 3 * 44_100],
    ['tone.flac', 5 * 48_000],
  ] as const) {
    it(`${name} streams from an MP3 of 192 kbit/s as long as the original once made`, async () => {
      const { client } = await signedInClient()
      const { audioUrl, jobs } = await uploadHeld(client, name)
      expect(jobs).toContainEqual({ type: 'rendition', key: keyOf(audioUrl) })
      const track = await createTrack(client, audioUrl)
      expect(track.streamUrl).toBe(audioUrl)

      expect(await consumeMediaJob({ type: 'rendition', key: keyOf(audioUrl) })).toMatchObject({ retryMessages: [] })
      const rendered = await readTrack(client, track.id)
      expect(rendered.audioUrl).toBe(audioUrl)
      expect(rendered.streamUrl).not.toBe(audioUrl)
      const response = await client.get(rendered.streamUrl)
      expect(response.headers.get('Content-Type')).toBe('audio/mpeg')
      const mp3 = new Uint8Array(await response.arrayBuffer())
      expect(readFrameHeader(mp3)).toMatchObject({ bitrate: 192_000 })
      expect(await decodedSamples(mp3)).toBe(samples)
    })
  }

  it('a track made after the rendition streams it from the start', async () => {
    const { client } = await signedInClient()
    const { audioUrl } = await uploadHeld(client, 'tone.wav')
    await consumeMediaJob({ type: 'rendition', key: keyOf(audioUrl) })
    const track = await createTrack(client, audioUrl)
    expect(track.streamUrl).toMatch(/-192k\.mp3$/)
  })

  it('a light MP3 asks for no rendition and streams as it is', async () => {
    const { client } = await signedInClient()
    const { audioUrl, jobs } = await uploadHeld(client, 'tone.mp3')
    expect(jobs).toEqual([{ type: 'loudness', key: keyOf(audioUrl) }])
    expect((await createTrack(client, audioUrl)).streamUrl).toBe(audioUrl)
  })

  it('deleting the track deletes its rendition with its original', async () => {
    const { client } = await signedInClient()
    // Bytes of its own, so no other test's track keeps the same content-addressed original.
    const bytes = fixtureBytes('tone.wav')
    bytes[bytes.length - 1] ^= 1
    const { audioUrl } = await uploadHeld(client, 'tone.wav', bytes)
    await consumeMediaJob({ type: 'rendition', key: keyOf(audioUrl) })
    const track = await createTrack(client, audioUrl)
    expect((await client.get(track.streamUrl)).status).toBe(200)

    expect((await client.delete(`/api/tracks/${track.id}`)).status).toBe(200)
    expect(await env.MEDIA.head(keyOf(track.streamUrl))).toBeNull()
    expect((await client.get(track.streamUrl)).status).toBe(404)
  })
})
