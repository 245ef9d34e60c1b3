import { MediaRejection } from './rejection'

// ES2024's resizable ArrayBuffer, which workerd supports and our ES2022 lib does not yet describe.
type ResizableArrayBuffer = ArrayBuffer & { resize(byteLength: number): void }
const ResizableArrayBuffer = ArrayBuffer as unknown as new (byteLength: number, options: { maxByteLength: number }) => ResizableArrayBuffer

/**
 * The whole request body, refused as soon as it is known to exceed `maxBytes`: from Content-Length before reading
 * anything, else as soon as the bytes received pass it. Memory follows the bytes actually received, never the
 * declared length (ADR 010): the buffer is resizable up to `maxBytes` and grows in place, chunk by chunk, so a
 * slow upload declaring 50 MB holds only what it has sent and a 50 MB file is held once, never copied to grow.
 */
export async function readBodyWithin(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  if (declared > maxBytes) return refuse(reader, declared <= drainLimit(maxBytes) ? 0 : declared, maxBytes, tooLarge)
  const buffer = new ResizableArrayBuffer(0, { maxByteLength: maxBytes })
  let length = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const needed = length + chunk.value.byteLength
    if (needed > maxBytes) return refuse(reader, needed, maxBytes, tooLarge)
    buffer.resize(needed)
    new Uint8Array(buffer).set(chunk.value, length)
    length = needed
  }
  return new Uint8Array(buffer, 0, length)
}

/** How much of a refused body is read (and dropped) so the client can read the refusal. */
const drainLimit = (maxBytes: number) => 2 * maxBytes

/**
 * Drops the rest of a refused body, up to twice the limit in all, before answering. Answering while the client is
 * still sending makes workerd reset the connection: the client (and wrangler dev's proxy, which reports a 503
 * "worker restarted") then loses the 413. Past that much the sender is not someone with a slightly too large file,
 * and the body is cancelled unread. Nothing dropped is kept.
 */
async function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, received: number, maxBytes: number, tooLarge: string): Promise<never> {
  let total = received
  while (total <= drainLimit(maxBytes)) {
    const chunk = await reader.read()
    if (chunk.done) throw new MediaRejection('too-large', tooLarge)
    total += chunk.value.byteLength
  }
  await reader.cancel()
  throw new MediaRejection('too-large', tooLarge)
}
