import { describe, expect, it } from 'vitest'
import { toMatchExpression } from './search'

const expressionOf = (text: string) => toMatchExpression(text)?.expression

describe('toMatchExpression', () => {
  it('turns each word into a quoted prefix string and ANDs them', () => {
    expect(expressionOf('neo harb')).toBe('"neo"* AND "harb"*')
  })

  it('splits on anything that is not a letter or digit, keeping letters of any script and their accents', () => {
    expect(expressionOf("AC/DC don't  stop_2")).toBe('"AC"* AND "DC"* AND "don"* AND "t"* AND "stop"* AND "2"*')
    expect(expressionOf('Beyoncé Mañana 東京')).toBe('"Beyoncé"* AND "Mañana"* AND "東京"*')
    expect(expressionOf('Beyonce\u0301')).toBe('"Beyonce\u0301"*')
  })

  it('leaves FTS operators and SQL as plain words', () => {
    expect(expressionOf('a OR b NOT c')).toBe('"a"* AND "OR"* AND "b"* AND "NOT"* AND "c"*')
    expect(expressionOf('NEAR(title: "x" ^y -z*)')).toBe('"NEAR"* AND "title"* AND "x"* AND "y"* AND "z"*')
    expect(expressionOf("'; DROP TABLE tracks; --")).toBe('"DROP"* AND "TABLE"* AND "tracks"*')
  })

  it('says whether every word is short enough for the prefix index', () => {
    expect(toMatchExpression('a')?.short).toBe(true)
    expect(toMatchExpression('dj ab')?.short).toBe(true)
    expect(toMatchExpression('東京')?.short).toBe(true)
    expect(toMatchExpression('dj abc')?.short).toBe(false)
  })

  it('is null when there is no word to look for', () => {
    for (const text of ['', '   ', '"', '***', "'; --", '\u0301']) expect(toMatchExpression(text)).toBeNull()
  })
})
