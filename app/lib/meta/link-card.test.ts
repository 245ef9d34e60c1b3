import { describe, expect, it } from 'vitest'
import { cardDescription, linkCardMeta } from './link-card'

describe('cardDescription', () => {
  it('keeps a short text on one line', () => {
    expect(cardDescription('  Late night\n\nsession  ')).toBe('Late night session')
  })

  it('cuts a long text at a word, within 200 characters', () => {
    const text = 'word '.repeat(100)
    const description = cardDescription(text)
    expect(description.length).toBeLessThanOrEqual(200)
    expect(description).toMatch(/word…$/)
  })
})

describe('linkCardMeta', () => {
  const card = {
    title: 'Drift by Lowtide',
    description: 'Listen.',
    url: '/track/7',
    image: '/api/media/cover.png',
    type: 'music.song' as const,
    audio: '/api/media/drift.mp3',
  }

  it('makes every address absolute on the request origin', () => {
    const tags = linkCardMeta(card, 'https://soundwave.example')
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://soundwave.example/track/7' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://soundwave.example/track/7' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://soundwave.example/api/media/cover.png' })
    expect(tags).toContainEqual({ property: 'og:audio', content: 'https://soundwave.example/api/media/drift.mp3' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' })
  })

  it('falls back to the wide site image when the thing has no picture', () => {
    const tags = linkCardMeta({ ...card, image: null, audio: undefined }, 'http://localhost:8787')
    expect(tags).toContainEqual({ property: 'og:image', content: 'http://localhost:8787/link-card.png' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:audio')).toBe(false)
  })

  it('names the oEmbed answer of a page that has one, and a Twitter player for its embed', () => {
    const tags = linkCardMeta(
      { ...card, oembed: true, player: { path: '/embed/track/7', width: 600, height: 166 } },
      'https://soundwave.example',
    )
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/json+oembed',
      href: 'https://soundwave.example/oembed?url=https%3A%2F%2Fsoundwave.example%2Ftrack%2F7&format=json',
      title: 'Drift by Lowtide',
    })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'player' })
    expect(tags).toContainEqual({ name: 'twitter:player', content: 'https://soundwave.example/embed/track/7' })
    expect(tags).toContainEqual({ name: 'twitter:player:width', content: '600' })
    expect(tags).toContainEqual({ name: 'twitter:player:height', content: '166' })
    const plain = linkCardMeta(card, 'https://soundwave.example')
    expect(plain.some((tag) => 'rel' in tag && tag.rel === 'alternate')).toBe(false)
  })
})
