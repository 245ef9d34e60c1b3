import { describe, expect, it } from 'vitest'
import { base64url, randomToken } from './random-token'

describe('randomToken', () => {
  it('writes bytes of every length as unpadded base64url', () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length))
      const expected = btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '')
      expect(base64url(bytes)).toBe(expected)
    }
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_')
  })

  it('gives a new token of the asked size each time, safe in a cookie or a URL', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken(16)))
    expect(tokens.size).toBe(100)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})
