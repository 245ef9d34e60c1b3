import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range'

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { offset: 0, length: 100 }],
    ['bytes=100-', { offset: 100, length: 900 }],
    ['bytes=900-5000', { offset: 900, length: 100 }],
    ['bytes=-200', { offset: 800, length: 200 }],
    ['bytes=-5000', { offset: 0, length: 1000 }],
    ['bytes=999-999', { offset: 999, length: 1 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range)
  })

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s of 1000 bytes is unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable')
  })

  it.each([null, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])(
    'ignores %s (whole object)',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull()
    },
  )
})
