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
 * declared length and nothing is held here (ADR 010, ADR 014).
 */
export async function* bodyWithin(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): AsyncGenerator<Uint8Array, void> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (!request.body) return
  const reader = request.body.getReader()
  if (declared > maxBytes) return refuse(reader, declared <= drainLimit(maxBytes) ? 0 : declared, maxBytes, tooLarge)
  let received = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength
    if (received > maxBytes) return refuse(reader, received, maxBytes, tooLarge)
    yield chunk.value
  }
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
 * Reads and drops what is left of a body whose upload was refused, so the client can read the refusal (see
 * `refuse`); `bodyWithin` still stops at twice its limit. Whatever it refuses now changes nothing: the answer is given.
 */
export async function discardRest(body: AsyncIterator<Uint8Array>) {
  try {
    while (!(await body.next()).done);
  } catch {
    // Refused as too large while draining: the refusal being answered stands.
  }
}

/** How much of a refused body is read (and dropped) so the client can read the refusal. */
const drainLimit = (maxBytes: number) => 2 * maxBytes

/**
 * Drops the rest of a refused body, up to twice the limit in all, before answering. Answering while the client is
 * still sending makes workerd reset the connection: the client (and wrangler dev's proxy, which reports a 503
 * "worker restarted") then loses the 413. Past that much the sender is not someone with a slightly too large file,
 * and the body is cancelled unread. Nothing dropped is kept.
 */
async function refuse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  received: number,
  maxBytes: number,
  tooLarge: string,
): Promise<never> {
  let total = received
  while (total <= drainLimit(maxBytes)) {
    const chunk = await reader.read()
    if (chunk.done) throw new MediaRejection('too-large', tooLarge)
    total += chunk.value.byteLength
  }
  await reader.cancel()
  throw new MediaRejection('too-large', tooLarge)
}
