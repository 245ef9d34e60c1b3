const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Bytes as unpadded base64url, written directly: every page asks for a nonce, and btoa needs a string and three
 * replaces.
 */
export function base64url(bytes: Uint8Array): string {
  let text = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const bits = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    text += BASE64URL[bits >> 18] + BASE64URL[(bits >> 12) & 63] + BASE64URL[(bits >> 6) & 63] + BASE64URL[bits & 63]
  }
  const left = bytes.length - i
  if (left > 0) {
    const bits = (bytes[i] << 16) | (left === 2 ? bytes[i + 1] << 8 : 0)
    text += BASE64URL[bits >> 18] + BASE64URL[(bits >> 12) & 63] + (left === 2 ? BASE64URL[(bits >> 6) & 63] : '')
  }
  return text
}

/** `byteCount` random bytes as unpadded base64url, safe in a cookie or a URL. */
export const randomToken = (byteCount: number): string => base64url(crypto.getRandomValues(new Uint8Array(byteCount)))
