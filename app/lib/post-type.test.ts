import { describe, expect, it } from 'vitest'
import { postTypeFor } from './post-type'

describe('postTypeFor', () => {
  it('is text without an image', () => {
    expect(postTypeFor(null)).toBe('text')
    expect(postTypeFor(undefined)).toBe('text')
    expect(postTypeFor('')).toBe('text')
  })
  it('is image once a file is chosen', () =>
    expect(postTypeFor(new File(['x'], 'cover.png', { type: 'image/png' }))).toBe('image'))
  it('is image when an uploaded image URL is sent', () => expect(postTypeFor('/media/images/abc.png')).toBe('image'))
})
