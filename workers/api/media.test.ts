import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { fixtureBytes } from '../../tests/support/fixtures'
import { statementsFor } from '../../tests/support/statements'

const bytes = fixtureBytes('tone.wav')
const size = bytes.length
let url = ''

beforeAll(async () => {
  const { client } = await signedInClient()
  const body = new FormData()
  body.append('audio', new File([bytes], 'tone.wav'))
  url = ((await (await client.post('/api/upload/audio', body)).json()) as { url: string }).url
})

const fetchMedia = (headers: Record<string, string> = {}, method = 'GET') =>
  SELF.fetch(`http://localhost${url}`, { method, headers })
const bodyOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe('GET /api/media/{key}', () => {
  it('serves the file to anyone with its stored type and long-lived caching headers', async () => {
    const response = await new TestClient().get(url)
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual(bytes)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
    expect(new Date(response.headers.get('Last-Modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it.each([
    ['bytes=0-99', 0, 100],
    ['bytes=1000-', 1000, size - 1000],
    ['bytes=-44', size - 44, 44],
    ['bytes=264000-999999', 264000, size - 264000],
  ])('answers %s with 206 and that slice', async (range, offset, length) => {
    const response = await fetchMedia({ Range: range })
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe(`bytes ${offset}-${offset + length - 1}/${size}`)
    expect(response.headers.get('Content-Length')).toBe(String(length))
    expect(response.headers.get('Content-Type')).toBe('audio/wav')
    expect(await bodyOf(response)).toEqual(bytes.subarray(offset, offset + length))
  })

  it('answers an unsatisfiable range with 416, the size and a JSON message', async () => {
    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const response = await fetchMedia({ Range: range })
      expect(response.status).toBe(416)
      expect(response.headers.get('Content-Range')).toBe(`bytes */${size}`)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(await response.json()).toEqual({ message: `Range not satisfiable: the file has ${size} bytes` })
    }
  })

  it('answers 304 without a body for a matching If-None-Match, 200 otherwise', async () => {
    const etag = (await fetchMedia()).headers.get('ETag')!
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const response = await fetchMedia({ 'If-None-Match': ifNoneMatch })
      expect(response.status).toBe(304)
      expect(response.headers.get('ETag')).toBe(etag)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect((await bodyOf(response)).length).toBe(0)
    }
    expect((await fetchMedia({ 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const whole = await fetchMedia({}, 'HEAD')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Length')).toBe(String(size))
    expect(whole.headers.get('Content-Type')).toBe('audio/wav')
    expect((await bodyOf(whole)).length).toBe(0)
    const part = await fetchMedia({ Range: 'bytes=0-9' }, 'HEAD')
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-9/${size}`)
  })

  it.each([
    `/api/media/audio/${'0'.repeat(64)}.wav`,
    '/api/media/audio/..%2F..%2Fsecret.wav',
    '/api/media/audio/../image/x.png',
    '/api/media/audio/a%20b.wav',
    '/api/media/.hidden',
    '/api/media/audio',
  ])('answers 404 with a message and no caching for %s', async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toBeTruthy()
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('serving media and the session', () => {
  it("answers a signed-in listener's range request without reading the session from D1", async () => {
    const { client } = await signedInClient()
    const headers = { Cookie: client.sessionCookie, Range: 'bytes=0-99' }
    const media = await statementsFor(new Request(`http://localhost${url}`, { headers }))
    expect(media.response.status).toBe(206)
    // Whether a private track withholds the file is asked (workers/media/withheld.ts), never who is asking.
    expect(media.statements.filter((sql) => /\bsessions\b/.test(sql))).toEqual([])
    expect(media.statements.length).toBeLessThanOrEqual(2)
    // Any other call still knows who is asking.
    const me = await statementsFor(
      new Request('http://localhost/api/user', { headers: { Cookie: client.sessionCookie } }),
    )
    expect(me.response.status).toBe(200)
    expect(me.statements).not.toEqual([])
  })
})
