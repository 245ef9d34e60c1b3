import { describe, expect, it } from 'vitest'
import { MAX_PIECE, multipartFile } from './multipart'
import { MediaRejection } from './rejection'

const encode = (text: string) => new TextEncoder().encode(text)

/** The body in chunks of `size` bytes (the whole body in one chunk by default), as a request delivers it. */
async function* chunked(body: Uint8Array, size = body.length || 1) {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size)
}

/** The field's pieces, joined, or the refusal's reason. */
async function field(body: Uint8Array, contentType: string | null | undefined, name: string, chunkSize?: number) {
  const pieces: Uint8Array[] = []
  try {
    for await (const piece of multipartFile(chunked(body, chunkSize), contentType, name)) pieces.push(piece.slice())
  } catch (error) {
    if (error instanceof MediaRejection) return error.reason
    throw error
  }
  const joined = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  pieces.reduce((at, piece) => (joined.set(piece, at), at + piece.length), 0)
  return joined
}

const sha256Hex = async (bytes: Uint8Array | string) =>
  typeof bytes === 'string'
    ? bytes
    : [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes.slice()))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')

const text = async (found: Promise<Uint8Array | string>) => {
  const value = await found
  return typeof value === 'string' ? value : new TextDecoder().decode(value)
}

describe('multipartFile', () => {
  it('finds a part from a body FormData wrote, bytes intact, whatever the chunk edges', async () => {
    const form = new FormData()
    form.append('title', 'Hello')
    form.append('audio', new File([new Uint8Array([0, 13, 10, 45, 45, 255])], 'a.mp3'))
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = new Uint8Array(await request.arrayBuffer())
    const contentType = request.headers.get('Content-Type')
    for (const size of [undefined, 1, 2, 3, 5, 7, 64]) {
      expect([...((await field(body, contentType, 'audio', size)) as Uint8Array)]).toEqual([0, 13, 10, 45, 45, 255])
      expect(await text(field(body, contentType, 'title', size))).toBe('Hello')
      expect(await field(body, contentType, 'image', size)).toBe('missing')
    }
  })

  it("reads a quoted boundary, a preamble and a part named like another's filename", async () => {
    const plain = encode(
      'preamble\r\n--bx\r\nContent-Disposition: form-data; name="other"; filename="image"\r\n\r\nno\r\n' +
        '--bx\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nyes\r\n--bx--\r\n',
    )
    for (const size of [undefined, 1, 3]) {
      expect(await text(field(plain, 'multipart/form-data; boundary="bx"', 'image', size))).toBe('yes')
      expect(await text(field(plain, 'multipart/form-data; charset=utf-8; boundary=bx', 'other', size))).toBe('no')
    }
  })

  it('refuses a body that is not multipart, is cut short or has no closing part', async () => {
    const body = encode('--bx\r\nContent-Disposition: form-data; name="image"\r\n\r\nyes')
    expect(await field(body, 'multipart/form-data; boundary=bx', 'image')).toBe('missing')
    expect(await field(body, 'multipart/form-data; boundary=bx', 'image', 1)).toBe('missing')
    expect(await field(encode('{"image":1}'), 'application/json', 'image')).toBe('missing')
    expect(await field(body, undefined, 'image')).toBe('missing')
    expect(await field(new Uint8Array(), 'multipart/form-data; boundary=bx', 'image')).toBe('missing')
  })

  it('refuses a part whose headers run past 16 KB without holding them', async () => {
    const body = encode(
      `--bx\r\nContent-Disposition: form-data; name="image"\r\nX-Padding: ${'a'.repeat(17 * 1024)}\r\n\r\nyes\r\n--bx--`,
    )
    expect(await field(body, 'multipart/form-data; boundary=bx', 'image', 100)).toBe('missing')
  })

  it('hands a large file on in pieces of at most 64 KB, found across any chunk edge', async () => {
    const head = encode('--bxyz\r\nContent-Disposition: form-data; name="audio"\r\n\r\n')
    const file = new Uint8Array(300 * 1024).map((_, i) => (i * 7) % 251)
    // Bytes that start like the delimiter but are not one, cut by the edge of 4096-byte chunks.
    file.set(encode('\r\n--bxy!'), 4096 - head.length - 3)
    const tail = encode('\r\n--bxyz--\r\n')
    const body = new Uint8Array(head.length + file.length + tail.length)
    body.set(head)
    body.set(file, head.length)
    body.set(tail, head.length + file.length)
    // The last size cuts the real delimiter in two.
    for (const size of [4096, 1000, 256 * 1024, body.length, head.length + file.length + 3]) {
      const sizes: number[] = []
      for await (const piece of multipartFile(chunked(body, size), 'multipart/form-data; boundary=bxyz', 'audio'))
        sizes.push(piece.length)
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_PIECE)
      // Compared by hash: a deep comparison of 300 KB element by element takes seconds.
      expect(await sha256Hex(await field(body, 'multipart/form-data; boundary=bxyz', 'audio', size))).toBe(
        await sha256Hex(file),
      )
    }
  })
})
