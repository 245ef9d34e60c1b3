import { describe, expect, it } from 'vitest'
import type { DropReason, RetryPolicy } from './live-socket'
import {
  audioRetryPolicy,
  chatRetryPolicy,
  relayRetryPolicy,
  signalingRetryPolicy,
  videoRetryPolicy,
} from './retry-policies'

const delays = (policy: RetryPolicy, reason: DropReason = 'close') =>
  [0, 1, 2, 3, 4, 5].map((attempt) => policy.delay(reason, attempt))

describe('live reconnect timings (docs/product/limits.md#live)', () => {
  it('viewer page chat: first retries after 5 s, then backs off to at most a minute', () => {
    expect(delays(chatRetryPolicy)).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000])
  })

  it('studio signaling: 3 s after an error or a close, 5 s after a setup error, closed if not open in 5 s', () => {
    expect(delays(signalingRetryPolicy, 'error')).toEqual(Array(6).fill(3000))
    expect(signalingRetryPolicy.delay('close', 9)).toBe(3000)
    expect(signalingRetryPolicy.delay('setup', 0)).toBe(5000)
    expect(signalingRetryPolicy.connectTimeoutMs).toBe(5000)
  })

  it('viewer page audio: three tries, 2 s, 4 s and 8 s apart, then gives up', () => {
    expect(delays(audioRetryPolicy)).toEqual([2000, 4000, 8000, null, null, null])
  })

  it('viewer page video: never gives up, backing off to 10 s', () => {
    expect(delays(videoRetryPolicy)).toEqual([2000, 4000, 8000, 10_000, 10_000, 10_000])
  })

  it('host relays: every 3 s', () => {
    expect(delays(relayRetryPolicy, 'timeout')).toEqual(Array(6).fill(3000))
  })
})
