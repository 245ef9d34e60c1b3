import { describe, expect, it } from 'vitest'
import { contentUrl, safeReturnPath, shareText, shareUrl } from './share-links'

describe('share links', () => {
  it('points tracks and posts at their sharing routes and encodes the id', () => {
    expect(contentUrl('https://soundwave.test', 'track', '7')).toBe('https://soundwave.test/track/7')
    expect(contentUrl('https://soundwave.test', 'post', '3')).toBe('https://soundwave.test/post/3')
    expect(contentUrl('https://soundwave.test', 'stream', 'a b')).toBe('https://soundwave.test/stream/a%20b')
  })

  it('builds each network address with the encoded link and text', () => {
    const text = shareText('track', 'Rain & Neon')
    expect(text).toBe('Check out this track on Soundwave: Rain & Neon')
    const link = 'https://soundwave.test/track/7'
    expect(shareUrl('Twitter', link, text)).toBe(
      'https://twitter.com/intent/tweet?text=Check%20out%20this%20track%20on%20Soundwave%3A%20Rain%20%26%20Neon&url=https%3A%2F%2Fsoundwave.test%2Ftrack%2F7',
    )
    expect(shareUrl('WhatsApp', link, text)).toBe(
      'https://wa.me/?text=Check%20out%20this%20track%20on%20Soundwave%3A%20Rain%20%26%20Neon%20https%3A%2F%2Fsoundwave.test%2Ftrack%2F7',
    )
    expect(shareUrl('LinkedIn', link, text)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsoundwave.test%2Ftrack%2F7',
    )
  })

  it('follows only paths on this site', () => {
    expect(safeReturnPath('/tracks/7?tab=info')).toBe('/tracks/7?tab=info')
    for (const unsafe of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\nfoo',
      '',
      null,
    ]) {
      expect(safeReturnPath(unsafe)).toBeNull()
    }
  })
})
