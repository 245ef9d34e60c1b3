import { MediaRejection } from './rejection'

const INITIAL_CAPACITY = 64 * 1024

/**
 * The whole request body, refused as soon as it is known to exceed `maxBytes`: from Content-Length before reading
 * anything, else while streaming, so a huge upload is never buffered.
 */
export async function readBodyWithin(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (declared > maxBytes) throw new MediaRejection('too-large', tooLarge)
  if (!request.body) return new Uint8Array()
  // One buffer, sized from Content-Length when it is given, so a 50 MB file is held once, not as chunks plus a copy.
  let buffer = new Uint8Array(Number.isSafeInteger(declared) && declared >= 0 ? declared : INITIAL_CAPACITY)
  let length = 0
  const reader = request.body.getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const needed = length + chunk.value.byteLength
    if (needed > maxBytes) {
      await reader.cancel()
      throw new MediaRejection('too-large', tooLarge)
    }
    if (needed > buffer.length) buffer = grown(buffer, Math.min(maxBytes, Math.max(needed, buffer.length * 2)))
    buffer.set(chunk.value, length)
    length = needed
  }
  return buffer.subarray(0, length)
}

function grown(buffer: Uint8Array<ArrayBuffer>, capacity: number) {
  const larger = new Uint8Array(capacity)
  larger.set(buffer)
  return larger
}
