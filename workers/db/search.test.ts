import { describe, expect, it } from 'vitest'
import { toMatchExpression } from './search'

const prefixOf = (text: string) => toMatchExpression(text)?.prefix

describe('toMatchExpression', () => {
  it('turns each word into a quoted string, whole or as a prefix, and ANDs them', () => {
    expect(toMatchExpression('neo harb')).toMatchObject({ whole: '"neo" AND "harb"', prefix: '"neo"* AND "harb"*' })
  })

  it('splits on anything that is not a letter or digit, keeping letters of any script and their accents', () => {
    expect(prefixOf("AC/DC don't  stop_2")).toBe('"AC"* AND "DC"* AND "don"* AND "t"* AND "stop"* AND "2"*')
    expect(prefixOf('Beyoncé Mañana 東京')).toBe('"Beyoncé"* AND "Mañana"* AND "東京"*')
    expect(prefixOf('Beyonce\u0301')).toBe('"Beyonce\u0301"*')
  })

  it('leaves FTS operators and SQL as plain words', () => {
    expect(prefixOf('a OR b NOT c')).toBe('"a"* AND "OR"* AND "b"* AND "NOT"* AND "c"*')
    expect(prefixOf('NEAR(title: "x" ^y -z*)')).toBe('"NEAR"* AND "title"* AND "x"* AND "y"* AND "z"*')
    expect(toMatchExpression("'; DROP TABLE tracks; --")).toEqual({
      whole: '"DROP" AND "TABLE" AND "tracks"',
      prefix: '"DROP"* AND "TABLE"* AND "tracks"*',
      inside: '"DROP" AND "TABLE" AND "tracks"',
      shortWords: null,
    })
  })

  it('looks inside words for words of three or more characters only, the shorter ones staying prefixes', () => {
    expect(toMatchExpression('night')).toMatchObject({ inside: '"night"', shortWords: null })
    expect(toMatchExpression('dj night OR 東京')).toMatchObject({
      inside: '"night"',
      shortWords: '"dj"* AND "OR"* AND "東京"*',
    })
    expect(toMatchExpression('東京駅')).toMatchObject({ inside: '"東京駅"', shortWords: null })
  })

  it('has nothing to look inside words for when every word is one or two characters', () => {
    expect(toMatchExpression('a')).toMatchObject({ inside: null, shortWords: '"a"*' })
    expect(toMatchExpression('dj ab')).toMatchObject({ inside: null, prefix: '"dj"* AND "ab"*' })
    expect(toMatchExpression('東京')?.inside).toBeNull()
  })

  it('is null when there is no word to look for', () => {
    for (const text of ['', '   ', '"', '***', "'; --", '\u0301']) expect(toMatchExpression(text)).toBeNull()
  })
})
