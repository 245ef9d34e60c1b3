import { describe, expect, it } from 'vitest'
import { combineSearchItems, SEARCH_CAP, toSearchItems } from './search-items'

const track = (id: number) => ({
  id,
  title: `Track ${id}`,
  artist_name: 'Nova',
  cover_url: null,
  genre: 'Jazz',
  duration: 10,
  user_id: 1,
})

describe('search items', () => {
  it('links each kind where docs/product/screens.md#search says', () => {
    const items = toSearchItems({
      tracks: [track(1)],
      users: [{ id: 2, username: 'nova', display_name: 'Nova Lights', profile_image_url: null, follower_count: 0 }],
      streams: [{ id: 3, title: 'Set', description: 'x'.repeat(120), thumbnail_url: null, is_live: false, user_id: 2 }],
      posts: [
        { id: 4, title: 'Hello', image_url: null, content: 'Hi', user_id: 2, created_at: '2024-01-01T00:00:00.000Z' },
      ],
    })
    expect(combineSearchItems(items).map((item) => [item.type, item.href])).toEqual([
      ['track', '/tracks/1'],
      ['user', '/profile/2'],
      ['stream', '/stream/3'],
      ['post', '/posts/4'],
    ])
    expect(items.streams[0].subtitle).toBe(`${'x'.repeat(100)}...`)
  })

  it('takes results in call order until 20', () => {
    const items = toSearchItems({
      tracks: Array.from({ length: 15 }, (_, index) => track(index + 1)),
      users: Array.from({ length: 10 }, (_, index) => ({
        id: index + 1,
        username: `u${index}`,
        display_name: `U${index}`,
        profile_image_url: null,
        follower_count: 0,
      })),
    })
    const combined = combineSearchItems(items)
    expect(combined).toHaveLength(SEARCH_CAP)
    expect(combined.filter((item) => item.type === 'track')).toHaveLength(15)
    expect(combined.at(-1)?.title).toBe('U4')
  })
})
