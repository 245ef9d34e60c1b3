import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { fixtureBytes } from '../../tests/support/fixtures'
import { PART_SIZE } from '../media/r2-parts'

type Body = { message: string; url?: string; duration?: number }

const MB = 1024 * 1024
const BYTE_RATE = 44100 * 2 * 2

/** A 16-bit stereo 44.1 kHz WAV of `dataBytes` bytes of samples, of which only `sent` bytes are in the file. */
function wav(dataBytes: number, sent = dataBytes) {
  const file = new Uint8Array(44 + sent)
  const view = new DataView(file.buffer)
  const ascii = (at: number, text: string) => [...text].forEach((char, i) => (file[at + i] = char.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 2, true)
  view.setUint32(24, 44100, true)
  view.setUint32(28, BYTE_RATE, true)
  view.setUint16(32, 4, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  // Samples that differ all along, so a misplaced or repeated part would show.
  for (let i = 44; i < file.length; i++) file[i] = (i * 2654435761) >>> 24
  return file
}

/** A multipart form holding `file` in the field `audio`, sent as a stream of `chunkSize`-byte chunks. */
function streamedForm(file: Uint8Array, chunkSize: number) {
  const encode = (text: string) => new TextEncoder().encode(text)
  const parts = [
    encode('--b0undary\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\n\r\n'),
    file,
    encode('\r\n--b0undary--\r\n'),
  ]
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((at, part) => (body.set(part, at), at + part.length), 0)
  let at = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close()
      controller.enqueue(body.slice(at, at + chunkSize))
      at += chunkSize
    },
  })
}

async function upload(cookie: string, file: Uint8Array, chunkSize: number) {
  const response = await SELF.fetch('http://localhost/api/upload/audio', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=b0undary' },
    body: streamedForm(file, chunkSize),
  })
  return { status: response.status, body: (await response.json()) as Body }
}

const sha256Hex = async (bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('')

const uploadsOf = async (userId: number) =>
  (await env.DB.prepare('select count(*) as n from uploads where user_id = ?').bind(userId).first<{ n: number }>())!.n

const audioObjects = async () => (await env.MEDIA.list({ prefix: 'audio/' })).objects.length

describe('audio streamed to R2 in parts', () => {
  it('stores a 12 MB WAV sent in odd-sized chunks in three parts, byte for byte, under a key of its own', async () => {
    const { client, user } = await signedInClient()
    const file = wav(12 * MB)
    const { status, body } = await upload(client.sessionCookie, file, 65_521)
    expect(status).toBe(200)
    expect(body.duration).toBeCloseTo((12 * MB) / BYTE_RATE, 3)
    expect(body.url).toMatch(/^\/api\/media\/audio\/[0-9a-f-]{36}\.wav$/)
    const key = body.url!.slice('/api/media/'.length)
    const object = await env.MEDIA.head(key)
    // A multipart object's ETag ends with its number of parts.
    expect(object!.etag).toMatch(new RegExp(`-${Math.ceil(file.length / PART_SIZE)}$`))
    expect(Math.ceil(file.length / PART_SIZE)).toBe(3)
    expect(object!.httpMetadata!.contentType).toBe('audio/wav')
    const served = await client.get(body.url!)
    expect(served.status).toBe(200)
    expect(await sha256Hex(await served.arrayBuffer())).toBe(await sha256Hex(file))
    const row = await env.DB.prepare('select * from uploads where key = ?').bind(key).first<Record<string, unknown>>()
    expect(row).toMatchObject({ user_id: user.id, kind: 'audio', content_type: 'audio/wav', size: file.length })
    // The URL is the uploader's own, for a track.
    const track = await client.post('/api/tracks', {
      title: 'Long',
      artistName: 'Someone',
      genre: null,
      audioUrl: body.url,
      coverUrl: null,
    })
    expect(track.status).toBe(201)
  })

  it('refuses a 12 MB WAV found cut short at its end, after parts were sent: nothing stored', async () => {
    const { client, user } = await signedInClient()
    const objectsBefore = await audioObjects()
    const { status, body } = await upload(client.sessionCookie, wav(20 * MB, 12 * MB), 64 * 1024)
    expect(status).toBe(422)
    expect(body.message).toBe('The audio file is corrupt or truncated (the WAV data is cut short)')
    expect(await uploadsOf(user.id)).toBe(0)
    expect(await audioObjects()).toBe(objectsBefore)
  })

  it('reads a form sent a few bytes at a time, boundaries split across chunk edges', async () => {
    const { client } = await signedInClient()
    const mp3 = fixtureBytes('tone.mp3')
    const { status, body } = await upload(client.sessionCookie, mp3, 7)
    expect(status).toBe(200)
    expect(body.duration).toBe(4)
    expect(await sha256Hex(await (await client.get(body.url!)).arrayBuffer())).toBe(await sha256Hex(mp3))
  })
})
