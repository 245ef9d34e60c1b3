import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../support/api'
import { fixtureBytes } from '../support/fixtures'

const HTML = '<html><body><script>fetch("/api/user").then((r) => r.text()).then(alert)</script></body></html>'
const encode = (text: string) => new TextEncoder().encode(text)

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0)
  return bytes
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Files that are two things at once, or another thing under an image's name and type. */
const POLYGLOTS: { name: string; kind: 'image' | 'audio'; file: string; bytes: () => Uint8Array<ArrayBuffer> }[] = [
  {
    name: 'a PNG signature followed by HTML',
    kind: 'image',
    file: 'a.png',
    bytes: () => concat(PNG_SIGNATURE, encode(HTML)),
  },
  {
    name: 'a whole PNG with HTML after its end',
    kind: 'image',
    file: 'a.png',
    bytes: () => concat(fixtureBytes('cover.png'), encode(HTML)),
  },
  {
    name: 'a whole GIF with HTML after its end',
    kind: 'image',
    file: 'a.gif',
    bytes: () => concat(fixtureBytes('cover.gif'), encode(HTML)),
  },
  {
    name: 'MP3 frames followed by HTML',
    kind: 'audio',
    file: 'a.mp3',
    bytes: () => concat(fixtureBytes('tone.mp3').slice(0, 8192), encode(HTML)),
  },
  {
    name: 'a whole MP3 with HTML after its end',
    kind: 'audio',
    file: 'a.mp3',
    bytes: () => concat(fixtureBytes('tone.mp3'), encode(HTML)),
  },
  {
    name: 'an SVG with a script named .png',
    kind: 'image',
    file: 'a.png',
    bytes: () => fixtureBytes('svg-script.svg'),
  },
  { name: 'an HTML page named .png', kind: 'image', file: 'a.png', bytes: () => encode(HTML) },
]

/** Real files cut short, as an interrupted upload or a crafted header would leave them. */
const TRUNCATED: { fixture: string; kind: 'image' | 'audio'; keep: number }[] = [
  { fixture: 'cover.png', kind: 'image', keep: 33 },
  { fixture: 'cover.png', kind: 'image', keep: 5000 },
  { fixture: 'cover.jpg', kind: 'image', keep: 600 },
  { fixture: 'cover.jpg', kind: 'image', keep: 10_000 },
  { fixture: 'cover.gif', kind: 'image', keep: 1000 },
  { fixture: 'cover.webp', kind: 'image', keep: 3000 },
  { fixture: 'tone.wav', kind: 'audio', keep: 44 },
  { fixture: 'tone.wav', kind: 'audio', keep: 100_000 },
  { fixture: 'tone.flac', kind: 'audio', keep: 42 },
  { fixture: 'tone.flac', kind: 'audio', keep: 90_000 },
  { fixture: 'tone.flac', kind: 'audio', keep: 187_000 },
  { fixture: 'tone.ogg', kind: 'audio', keep: 9000 },
  { fixture: 'tone.mp3', kind: 'audio', keep: 30 },
]

const bucketKeys = async () => (await env.MEDIA.list()).objects.map((object) => object.key).sort()

/** Uploads `bytes`, expects a JSON refusal, nothing new in R2, and the next request answered as usual. */
async function expectRefused(kind: 'image' | 'audio', bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string) {
  const { client } = await signedInClient()
  const before = await bucketKeys()
  const form = new FormData()
  form.append(kind, new File([bytes], fileName, { type }))
  const response = await client.post(`/api/upload/${kind}`, form)
  const body = (await response.json()) as { message: unknown }
  expect({ status: response.status >= 400 && response.status < 500, message: typeof body.message }).toEqual({
    status: true,
    message: 'string',
  })
  expect(await bucketKeys()).toEqual(before)
  expect((await client.get('/api/user')).status).toBe(200)
  return { status: response.status, message: body.message as string }
}

describe('upload abuse: polyglots and truncated files are refused with JSON, and nothing is stored', () => {
  it.each(POLYGLOTS)('refuses $name', async ({ kind, file, bytes }) => {
    await expectRefused(kind, bytes(), file, kind === 'image' ? 'image/png' : 'audio/mpeg')
  })

  it.each(TRUNCATED)('refuses $fixture cut to its first $keep bytes', async ({ fixture, kind, keep }) => {
    const whole = fixtureBytes(fixture)
    expect(keep).toBeLessThan(whole.length)
    const { status } = await expectRefused(kind, whole.slice(0, keep), fixture, 'application/octet-stream')
    expect(status).toBe(422)
  })
})
