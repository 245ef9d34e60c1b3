import { describe, expect, it } from 'vitest'
import { splitTags } from './tags'

describe('splitTags', () => {
  it('splits on commas and trims each tag', () =>
    expect(splitTags(' jazz,  lo-fi ,live ')).toEqual(['jazz', 'lo-fi', 'live']))
  it('drops empty items', () => expect(splitTags('jazz,, ,live,')).toEqual(['jazz', 'live']))
  it('keeps spaces inside a tag', () => expect(splitTags('hip hop, new music')).toEqual(['hip hop', 'new music']))
  it('gives no tags for blank input', () => {
    expect(splitTags('')).toEqual([])
    expect(splitTags(' , ')).toEqual([])
  })
})
