import { describe, expect, it } from 'vitest'
import { coalesceWindowMs, nextFlushInMs } from './outbox'

describe('the chat coalescing window', () => {
  it('stays one short tick while listeners × message rate is under the send budget', () => {
    expect(coalesceWindowMs(64, 5)).toBe(15)
    expect(coalesceWindowMs(1000, 10)).toBe(15)
    expect(coalesceWindowMs(4000, 5)).toBe(15)
  })

  it('widens with the listeners once they and the rate pass the budget, so each socket gets fewer frames a second', () => {
    // 1,000 listeners of 50 messages a second: 50,000 single sends a second, or 20 frames a second of 50 ms batches.
    expect(coalesceWindowMs(1000, 50)).toBe(50)
    expect(coalesceWindowMs(2000, 50)).toBe(100)
    expect(coalesceWindowMs(500, 100)).toBe(25)
  })

  it('never waits longer than 100 ms, however large the room', () => {
    expect(coalesceWindowMs(30_000, 50)).toBe(100)
  })
})

describe('when the next coalesced flush goes', () => {
  it('one short tick from now in a quiet room, to gather the messages arriving together', () => {
    expect(nextFlushInMs(0, 10_000, 50)).toBe(15)
    expect(nextFlushInMs(9_900, 10_000, 50)).toBe(15)
  })

  it('a window after the last flush began, not a whole window after the message that arrived during it', () => {
    expect(nextFlushInMs(9_970, 10_000, 50)).toBe(20)
    expect(nextFlushInMs(9_990, 10_000, 20)).toBe(10)
  })

  it('at once when sending the last flush took longer than a window: what arrived meanwhile is already here', () => {
    expect(nextFlushInMs(9_940, 10_000, 50)).toBe(0)
  })
})
