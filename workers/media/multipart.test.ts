import { describe, expect, it } from 'vitest'
import { multipartField } from './multipart'

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null)

describe('multipartField', () => {
  it('finds a part from a body FormData wrote, bytes intact', async () => {
    const form = new FormData()
    form.append('title', 'Hello')
    form.append('audio', new File([new Uint8Array([0, 13, 10, 45, 45, 255])], 'a.mp3'))
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = new Uint8Array(await request.arrayBuffer())
    const contentType = request.headers.get('Content-Type')
    expect([...multipartField(body, contentType, 'audio')!]).toEqual([0, 13, 10, 45, 45, 255])
    expect(decode(multipartField(body, contentType, 'title'))).toBe('Hello')
    expect(multipartField(body, contentType, 'image')).toBeNull()
  })

  it('reads a quoted boundary, a preamble and a part named like another\'s filename', () => {
    const plain = encode(
      'preamble\r\n--bx\r\nContent-Disposition: form-data; name="other"; filename="image"\r\n\r\nno\r\n' +
        '--bx\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nyes\r\n--bx--\r\n',
    )
    expect(decode(multipartField(plain, 'multipart/form-data; boundary="bx"', 'image'))).toBe('yes')
    expect(decode(multipartField(plain, 'multipart/form-data; charset=utf-8; boundary=bx', 'other'))).toBe('no')
  })

  it('answers null for a body that is not multipart, is cut short or has no closing part', () => {
    const body = encode('--bx\r\nContent-Disposition: form-data; name="image"\r\n\r\nyes')
    expect(multipartField(body, 'multipart/form-data; boundary=bx', 'image')).toBeNull()
    expect(multipartField(encode('{"image":1}'), 'application/json', 'image')).toBeNull()
    expect(multipartField(body, undefined, 'image')).toBeNull()
    expect(multipartField(new Uint8Array(), 'multipart/form-data; boundary=bx', 'image')).toBeNull()
  })
})
