/**
 * Salted PBKDF2-SHA256 password hashes. 100,000 iterations is the most Cloudflare's production runtime accepts.
 * Stored as `pbkdf2-sha256$iterations$salt$hash` (base64), so the parameters can change without a migration.
 */
const ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, ITERATIONS)
  return `pbkdf2-sha256$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`
}

/** Compares every byte whatever the first difference, so timing reveals nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false
  const candidate = await derive(password, fromBase64(salt), Number(iterations))
  return constantTimeEqual(candidate, fromBase64(hash))
}

/** Burns the same time as a real check, so a login for an unknown username is not faster than a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, new Uint8Array(SALT_BYTES), ITERATIONS)
  return false
}
