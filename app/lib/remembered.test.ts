import { describe, expect, it } from 'vitest'
import { remembered } from './remembered'

describe('remembered', () => {
  it('works out each key once, and again once it has forgotten everything at its bound', () => {
    const computed: string[] = []
    const upper = remembered((key) => {
      computed.push(key)
      return key.toUpperCase()
    }, 2)
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B'])
    expect(computed).toEqual(['a', 'b'])
    expect(upper('c')).toBe('C')
    expect(upper('a')).toBe('A')
    expect(computed).toEqual(['a', 'b', 'c', 'a'])
  })
})
