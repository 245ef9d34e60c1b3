/** workerd's own SubtleCrypto compares in constant time; the DOM library the project also types with lacks it. */
const workerdSubtle = () =>
  crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean }

/** Constant-time comparison, so a stream key cannot be guessed byte by byte from response times. */
export function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder()
  const a = encoder.encode(given)
  const b = encoder.encode(expected)
  return a.byteLength === b.byteLength && workerdSubtle().timingSafeEqual(a, b)
}
