import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { fixtureBytes, mediaFixtures } from '../../tests/support/fixtures'

type Body = { message: string; url?: string; duration?: number }

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/ogg': 'ogg',
}

/** A multipart body with `bytes` in `field`, under a misleading name and client type: neither may matter. */
function form(field: string, bytes: Uint8Array<ArrayBuffer>, name = 'upload.bin') {
  const body = new FormData()
  body.append(field, new File([bytes], name, { type: 'application/octet-stream' }))
  return body
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

const uploadRow = (key: string) =>
  env.DB.prepare('select * from uploads where key = ?').bind(key).first<Record<string, unknown>>()
const uploadsOf = async (userId: number) =>
  (await env.DB.prepare('select count(*) as n from uploads where user_id = ?').bind(userId).first<{ n: number }>())!.n

/** Whether R2 holds any object made from these bytes, whatever extension it was given. */
async function storedInR2(kind: string, bytes: Uint8Array<ArrayBuffer>) {
  const listed = await env.MEDIA.list({ prefix: `${kind}/${await sha256Hex(bytes)}` })
  return listed.objects.length > 0
}

const ACCEPTED = mediaFixtures.filter(
  (f) => (f.category === 'image' || f.category === 'audio') && f.mime !== 'audio/webm',
)
const REFUSED = mediaFixtures.filter((f) => f.category === 'bad-input')

describe('POST /api/upload/image and /api/upload/audio with the good fixtures', () => {
  it.each(ACCEPTED.map((f) => [f.name, f] as const))(
    'accepts %s with its real type and measurements',
    async (name, fixture) => {
      const { client, user } = await signedInClient()
      const kind = fixture.category as 'image' | 'audio'
      const bytes = fixtureBytes(name)
      const response = await client.post(`/api/upload/${kind}`, form(kind, bytes))
      expect(response.status).toBe(200)
      const body = (await response.json()) as Body
      const key = `${kind}/${await sha256Hex(bytes)}.${EXTENSIONS[fixture.mime!]}`
      expect(body.url).toBe(`/api/media/${key}`)
      expect(await uploadRow(key)).toMatchObject({
        user_id: user.id,
        kind,
        content_type: fixture.mime,
        size: fixture.bytes,
      })
      if (kind === 'audio') {
        expect(Math.abs(body.duration! - fixture.duration_s!)).toBeLessThanOrEqual(0.1)
        expect(Math.abs(((await uploadRow(key))!.duration as number) - fixture.duration_s!)).toBeLessThanOrEqual(0.1)
      } else expect(body).toEqual({ url: body.url })
      const object = await env.MEDIA.get(key)
      expect(object!.httpMetadata!.contentType).toBe(fixture.mime)
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes)
    },
  )

  it('measures tone.mp3 as 4.000 s, not the 4.05 s of readers that ignore the encoder delay', async () => {
    const { client } = await signedInClient()
    const response = await client.post('/api/upload/audio', form('audio', fixtureBytes('tone.mp3'), 'tone.wav'))
    expect(((await response.json()) as Body).duration).toBe(4)
  })
})

describe('refused uploads store nothing', () => {
  async function expectRefused(
    kind: 'image' | 'audio',
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    status: number,
    message: RegExp,
  ) {
    const { client, user } = await signedInClient()
    expect(await uploadsOf(user.id)).toBe(0)
    const response = await client.post(`/api/upload/${kind}`, form(kind, bytes, name))
    expect(response.status).toBe(status)
    expect(((await response.json()) as Body).message).toMatch(message)
    expect(await uploadsOf(user.id)).toBe(0)
    expect(await storedInR2(kind, bytes)).toBe(false)
  }

  const MESSAGES: Record<string, RegExp> = {
    'empty.mp3': /^The file is empty$/,
    'not-audio.mp3': /^This file is not a supported audio format \(it looks like a PNG image\)/,
    'truncated.flac': /^The audio file is corrupt or truncated/,
    'text.jpg': /^This file is not a supported image format \(it looks like plain text\)/,
    'svg-script.svg': /^SVG images are not accepted\. Use JPEG, PNG, WebP or GIF\.$/,
    'polyglot.gif': /^This file is not a valid GIF image/,
    'huge-dimensions.png': /^Image dimensions are too large \(20000x20000\); the maximum is 8000 px a side$/,
  }

  it.each(REFUSED.map((f) => [f.name, f.expected_status, f] as const))(
    'refuses %s with %i',
    async (name, status, fixture) => {
      await expectRefused(fixture.input_kind!, fixtureBytes(name), name, status!, MESSAGES[name])
    },
  )

  it.each([
    ['tone.webm', 'audio', /it looks like WebM or Matroska media/],
    ['tone.mp3', 'image', /^This file is not a supported image format \(it looks like MP3 audio\)/],
    ['cover.png', 'audio', /^This file is not a supported audio format \(it looks like a PNG image\)/],
  ] as const)('refuses %s sent as %s with 415', async (name, kind, message) => {
    await expectRefused(
      kind,
      fixtureBytes(name),
      name.replace(/\.\w+$/, kind === 'image' ? '.png' : '.mp3'),
      415,
      message,
    )
  })

  it('refuses an image over 5 MB with 413', async () => {
    const oversize = new Uint8Array(5 * 1024 * 1024 + 1)
    oversize.set(fixtureBytes('cover.png'))
    await expectRefused('image', oversize, 'big.png', 413, /^Images must be 5 MB or smaller$/)
  })
})

describe('upload requests', () => {
  it('answers 401 to a visitor and stores nothing', async () => {
    // Bytes no other test uploads, so R2 holding them could only come from this request.
    const visitorOnly = { image: fixtureBytes('cover.jpg').slice(0, -2), audio: fixtureBytes('tone.wav').slice(0, -2) }
    for (const kind of ['image', 'audio'] as const) {
      const response = await new TestClient().post(`/api/upload/${kind}`, form(kind, visitorOnly[kind]))
      expect(response.status).toBe(401)
      expect(((await response.json()) as Body).message).toBe('You must be logged in')
      expect(await storedInR2(kind, visitorOnly[kind])).toBe(false)
    }
  })

  it('answers 400 naming the field when it is missing, misnamed or the body is not multipart', async () => {
    const { client } = await signedInClient()
    const misnamed = await client.post('/api/upload/image', form('file', fixtureBytes('cover.jpg')))
    expect(misnamed.status).toBe(400)
    expect(((await misnamed.json()) as Body).message).toBe(
      'Send the file as multipart/form-data in a field named "image"',
    )
    expect((await client.post('/api/upload/audio', new FormData())).status).toBe(400)
    expect((await client.post('/api/upload/audio', { audio: 'tone.mp3' })).status).toBe(400)
    expect((await client.request('POST', '/api/upload/audio')).status).toBe(400)
  })

  it('refuses a declared 1 GB request, more than Cloudflare lets through, without reading the body', async () => {
    const { client } = await signedInClient()
    // A body that never ends: reading it would hang the test.
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) })
    const response = await SELF.fetch('http://localhost/api/upload/audio', {
      method: 'POST',
      headers: {
        Cookie: client.sessionCookie,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(1024 ** 3),
      },
      body: endless,
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as Body).message).toBe('Audio files must be 50 MB or smaller')
  })

  it('reads an endless body without Content-Length on past its limit, up to 100 MB, then stops', async () => {
    const { client } = await signedInClient()
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await SELF.fetch('http://localhost/api/upload/image', {
      method: 'POST',
      headers: { Cookie: client.sessionCookie, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as Body).message).toBe('Images must be 5 MB or smaller')
    expect(sent).toBeGreaterThan(100 * chunk.length)
    expect(sent).toBeLessThan(110 * chunk.length)
  })

  it('refuses an oversized streamed upload with 413, stores nothing and answers the next request', async () => {
    const { client, user } = await signedInClient()
    const objectsBefore = (await env.MEDIA.list({ prefix: 'audio/' })).objects.length
    // A well-formed form whose audio part (a real WAV followed by silence) runs past 50 MB, sent chunked.
    const head = new TextEncoder().encode(
      '--x\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\n\r\n',
    )
    const parts = [head, fixtureBytes('tone.wav')]
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift() ?? new Uint8Array(1024 * 1024)
        sent += part.byteLength
        if (sent > 60 * 1024 * 1024) controller.close()
        else controller.enqueue(part)
      },
    })
    const response = await SELF.fetch('http://localhost/api/upload/audio', {
      method: 'POST',
      headers: { Cookie: client.sessionCookie, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Audio files must be 50 MB or smaller' })
    expect(await uploadsOf(user.id)).toBe(0)
    expect((await env.MEDIA.list({ prefix: 'audio/' })).objects.length).toBe(objectsBefore)
    const next = await client.post('/api/upload/audio', form('audio', fixtureBytes('tone.wav')))
    expect(next.status).toBe(200)
    expect(await uploadsOf(user.id)).toBe(1)
  })

  it('gives the same URL for the same bytes uploaded twice', async () => {
    const { client } = await signedInClient()
    const first = (await (
      await client.post('/api/upload/image', form('image', fixtureBytes('avatar.png')))
    ).json()) as Body
    const second = (await (
      await client.post('/api/upload/image', form('image', fixtureBytes('avatar.png'), 'again.gif'))
    ).json()) as Body
    expect(second.url).toBe(first.url)
  })

  it('lets two people upload the same bytes and each use them in a track', async () => {
    const alice = await signedInClient()
    const bob = await signedInClient()
    const audio = fixtureBytes('tone.wav')
    const fromAlice = (await (await alice.client.post('/api/upload/audio', form('audio', audio))).json()) as Body
    const fromBob = (await (await bob.client.post('/api/upload/audio', form('audio', audio))).json()) as Body
    expect(fromBob.url).toBe(fromAlice.url)
    for (const { client } of [alice, bob]) {
      const track = await client.post('/api/tracks', {
        title: 'Same tone',
        artistName: 'Someone',
        genre: null,
        audioUrl: fromBob.url,
        coverUrl: null,
      })
      expect(track.status).toBe(201)
    }
  })
})
