import { MediaRejection } from './rejection'

// ES2024's resizable ArrayBuffer, which workerd supports and our ES2022 lib does not yet describe.
type ResizableArrayBuffer = ArrayBuffer & { resize(byteLength: number): void }
export const ResizableArrayBuffer = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableArrayBuffer

/**
 * The request body chunk by chunk as it arrives, refused as soon as it is known to exceed `maxBytes`: from
 * Content-Length before reading anything, else as soon as the bytes received pass it. Nothing is sized by the
 * declared length and nothing is held here (ADR 010, ADR 014). A refused body is read on to its end before the
 * refusal is thrown (`discardBody`).
 */
export async function* bodyWithin(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): AsyncGenerator<Uint8Array, void> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (!request.body) return
  const reader = request.body.getReader()
  if (declared > maxBytes) return refuse(reader, 0, tooLarge, declared)
  let received = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength
    if (received > maxBytes) return refuse(reader, received, tooLarge)
    yield chunk.value
  }
}

async function refuse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  read: number,
  tooLarge: string,
  declared?: number,
): Promise<never> {
  await discardBody(reader, { read, declared })
  throw new MediaRejection('too-large', tooLarge)
}

/** The pieces of a file, refused as soon as they add up to more than `maxBytes`. */
export async function* within(
  pieces: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: string,
): AsyncGenerator<Uint8Array, void> {
  let received = 0
  for await (const piece of pieces) {
    received += piece.byteLength
    if (received > maxBytes) throw new MediaRejection('too-large', tooLarge)
    yield piece
  }
}

/**
 * The pieces of a file held whole, within `maxBytes`: in one resizable buffer that grows in place as pieces arrive,
 * so memory follows the bytes received and the file is held once, never copied to grow (ADR 010).
 */
export async function collectWithin(
  pieces: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = new ResizableArrayBuffer(0, { maxByteLength: maxBytes })
  let length = 0
  for await (const piece of within(pieces, maxBytes, tooLarge)) {
    buffer.resize(length + piece.byteLength)
    new Uint8Array(buffer).set(piece, length)
    length += piece.byteLength
  }
  return new Uint8Array(buffer, 0, length)
}

/**
 * Reads and drops what is left of a body whose upload was refused while its pieces were being taken: `bodyWithin`
 * then reads on to the end of the request itself before the refusal stands.
 */
export async function discardRest(body: AsyncIterator<Uint8Array>) {
  try {
    while (!(await body.next()).done);
  } catch {
    // Refused as too large while draining: the refusal being answered stands.
  }
}

/**
 * How much of a refused body is read and dropped before it is cancelled: Cloudflare's own limit on a request body
 * (100 MB on its Free and Pro plans), so every body the platform lets through is read to its end.
 */
export const REFUSED_BODY_READ_BYTES = 100 * 1024 * 1024

/**
 * Reads and drops the rest of a body the Worker answers without using, before the answer goes out: workerd neither
 * drains it nor closes the connection cleanly, so the client (or `wrangler dev`'s proxy, which then fails the next
 * request on that connection with a 503 "worker restarted") loses the answer; cancelling the body does not help
 * (docs/decisions/010-upload-bodies-held-as-received.md). `read` is how much was already read; past `atMost` the body
 * is cancelled (at once when its declared length is over that): its sender is not someone with a slightly too large
 * file. Nothing dropped is kept.
 */
export async function discardBody(
  body: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array> | null,
  {
    read = 0,
    declared = 0,
    atMost = REFUSED_BODY_READ_BYTES,
  }: { read?: number; declared?: number; atMost?: number } = {},
): Promise<void> {
  if (!body) return
  const reader = body instanceof ReadableStream ? body.getReader() : body
  for (let total = Math.max(read, declared > atMost ? declared : 0); total <= atMost; ) {
    const chunk = await reader.read()
    if (chunk.done) return
    total += chunk.value.byteLength
  }
  await reader.cancel()
}

/** Drops the body of a request answered without reading it (`discardBody`); one already read or being read is left. */
export async function discardUnread(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed && !request.body.locked) await discardBody(request.body)
}
