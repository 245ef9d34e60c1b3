import { describe, expect, it } from 'vitest'
import { chatRetryPolicy } from './use-live-stream-chat'

describe('viewer page chat reconnect', () => {
  it('first retries after 5 s, then backs off to at most a minute (docs/product/limits.md#live)', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => chatRetryPolicy.delay('close', attempt))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ])
  })
})
