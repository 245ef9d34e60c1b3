import { describe, expect, it } from 'vitest'
import { MediaRejection } from './rejection'
import { trackedBody } from '../../tests/support/tracked-body'
import { bodyWithin, collectWithin, discardBody } from './request-body'

const KB = 1024
const TOO_LARGE = 'Too large'

const post = (body: ReadableStream<Uint8Array>, contentLength?: number) =>
  new Request('http://localhost/upload', {
    method: 'POST',
    body,
    headers: contentLength === undefined ? {} : { 'Content-Length': String(contentLength) },
  })

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(MediaRejection)
  return error as MediaRejection
}

/** The whole body, as the upload route reads an image's. */
const readBodyWithin = (request: Request, maxBytes: number, tooLarge: string) =>
  collectWithin(bodyWithin(request, maxBytes, tooLarge), maxBytes, tooLarge)

describe('bodyWithin, collected whole', () => {
  it('holds the bytes received, not the length the request declares', async () => {
    const { body } = trackedBody(3)
    const bytes = await readBodyWithin(post(body, 40 * 1024 * KB), 50 * 1024 * KB, TOO_LARGE)
    expect(bytes).toEqual(new Uint8Array(3 * KB).fill(7))
    expect(bytes.buffer.byteLength).toBe(3 * KB)
  })

  it('reads a body without Content-Length up to the limit', async () => {
    const { body } = trackedBody(10)
    expect((await readBodyWithin(post(body), 10 * KB, TOO_LARGE)).byteLength).toBe(10 * KB)
  })

  it('refuses a declared length over the limit, yet reads the body to its end before the refusal', async () => {
    const { body, seen } = trackedBody(1000)
    const error = await refusal(readBodyWithin(post(body, 1000 * KB), 10 * KB, TOO_LARGE))
    expect(error).toMatchObject({ reason: 'too-large', message: TOO_LARGE })
    expect(seen).toEqual({ read: 1000 * KB, cancelled: false })
  })

  it('reads and drops the rest of a slightly too large body, so the client gets to read the refusal', async () => {
    const { body, seen } = trackedBody(15)
    expect((await refusal(readBodyWithin(post(body), 10 * KB, TOO_LARGE))).reason).toBe('too-large')
    expect(seen).toEqual({ read: 15 * KB, cancelled: false })
  })
})

describe('discardBody', () => {
  it('reads a refused body to its end, however much was read before', async () => {
    const { body, seen } = trackedBody(300)
    await discardBody(body, { read: 50 * KB })
    expect(seen).toEqual({ read: 300 * KB, cancelled: false })
  })

  it('cancels an endless body once more than it reads at most has arrived', async () => {
    const { body, seen } = trackedBody()
    await discardBody(body, { read: 5 * KB, atMost: 20 * KB })
    expect(seen).toEqual({ read: 16 * KB, cancelled: true })
  })
})
