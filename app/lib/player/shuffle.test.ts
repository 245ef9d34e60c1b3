import { describe, expect, it } from 'vitest'
import { shuffle } from './shuffle'

describe('shuffle', () => {
  it('handles 0 and 1 items', () => {
    expect(shuffle([])).toEqual([])
    expect(shuffle(['a'])).toEqual(['a'])
  })

  it('orders many items by the given random source without losing any', () => {
    const items = ['a', 'b', 'c', 'd']
    expect(shuffle(items, () => 0)).toEqual(['b', 'c', 'd', 'a'])
    expect(shuffle(items, () => 0.999)).toEqual(items)
    expect(items).toEqual(['a', 'b', 'c', 'd'])
    expect([...shuffle(items)].sort()).toEqual(items)
  })
})
