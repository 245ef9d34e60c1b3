import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getDb } from './client'

describe('getDb', () => {
  it("makes a binding's client once and reuses it; another binding gets its own", () => {
    const other = new Proxy(env.DB, {})
    expect(getDb(env.DB)).toBe(getDb(env.DB))
    expect(getDb(other)).not.toBe(getDb(env.DB))
  })
})
