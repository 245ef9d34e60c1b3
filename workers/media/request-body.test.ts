import { describe, expect, it } from 'vitest'
import { MediaRejection } from './rejection'
import { bodyWithin, collectWithin } from './request-body'

const KB = 1024
const TOO_LARGE = 'Too large'

/**
 * A body of `chunks` chunks of 1 KB (endless without a count) that records how much was read and whether it was
 * cancelled.
 */
function trackedBody(chunks = Number.POSITIVE_INFINITY) {
  const seen = { read: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.read >= chunks * KB) return controller.close()
        seen.read += KB
        controller.enqueue(new Uint8Array(KB).fill(7))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    // Pulls only when read, so `seen.read` is what the reader asked for.
    { highWaterMark: 0 },
  )
  return { body, seen }
}

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

  it('refuses a declared length far over the limit without reading a byte', async () => {
    const { body, seen } = trackedBody()
    const error = await refusal(readBodyWithin(post(body, 1024 * 1024 * KB), 10 * KB, TOO_LARGE))
    expect(error).toMatchObject({ reason: 'too-large', message: TOO_LARGE })
    expect(seen).toEqual({ read: 0, cancelled: true })
  })

  it('reads and drops the rest of a slightly too large body, so the client gets to read the refusal', async () => {
    const { body, seen } = trackedBody(15)
    expect((await refusal(readBodyWithin(post(body), 10 * KB, TOO_LARGE))).reason).toBe('too-large')
    expect(seen).toEqual({ read: 15 * KB, cancelled: false })
  })

  it('stops listening to an endless body at twice the limit', async () => {
    const { body, seen } = trackedBody()
    expect((await refusal(readBodyWithin(post(body), 10 * KB, TOO_LARGE))).reason).toBe('too-large')
    expect(seen.cancelled).toBe(true)
    expect(seen.read).toBe(21 * KB)
  })
})
