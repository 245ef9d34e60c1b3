import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { webmDurationFromTail, webmTimecodeScale } from './webm-duration'

describe('webmDurationFromTail', () => {
  it('reads a MediaRecorder-style WebM without a Duration element from its last cluster', () => {
    const bytes = fixtureBytes('tone.webm')
    expect(webmTimecodeScale(bytes.subarray(0, 400))).toBe(1_000_000)
    expect(webmDurationFromTail(bytes)).toBeCloseTo(3.0, 1)
    expect(webmDurationFromTail(bytes.subarray(bytes.length - 2000))).toBeCloseTo(3.0, 1)
  })

  it('answers null when the tail holds no cluster', () => {
    expect(webmDurationFromTail(new Uint8Array([1, 2, 3, 4, 5]))).toBeNull()
  })
})
