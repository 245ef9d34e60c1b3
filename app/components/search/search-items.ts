import { previewText } from '~/lib/format'
import type { SearchKind, SearchResults } from '~/lib/queries/browse'

/** The combined results are capped at 20 (docs/product/limits.md#search). */
export const SEARCH_CAP = 20

export type SearchItemType = 'track' | 'user' | 'stream' | 'post'

export const SEARCH_TYPE_LABEL: Record<SearchItemType, string> = {
  track: 'Track',
  user: 'User',
  stream: 'Stream',
  post: 'Post',
}

export interface SearchItem {
  type: SearchItemType
  id: number
  title: string
  subtitle: string
  imageUrl: string | null
  /** Where 'View details' goes (docs/product/screens.md#search). */
  href: string
}

export const SEARCH_ITEM_TYPE: Record<SearchKind, SearchItemType> = {
  tracks: 'track',
  users: 'user',
  streams: 'stream',
  posts: 'post',
}

/** The snake_case search results (contracts/search.ts) as one card shape, in the order of the calls. */
export function toSearchItems(results: Partial<SearchResults>): Record<SearchKind, SearchItem[]> {
  return {
    tracks: (results.tracks ?? []).map((track) => ({
      type: 'track',
      id: track.id,
      title: track.title,
      subtitle: [track.artist_name, track.genre].filter(Boolean).join(' · '),
      imageUrl: track.cover_url,
      href: `/tracks/${track.id}`,
    })),
    users: (results.users ?? []).map((user) => ({
      type: 'user',
      id: user.id,
      title: user.display_name,
      subtitle: `@${user.username}`,
      imageUrl: user.profile_image_url,
      href: `/profile/${user.id}`,
    })),
    streams: (results.streams ?? []).map((stream) => ({
      type: 'stream',
      id: stream.id,
      title: stream.title,
      subtitle: previewText(stream.description),
      imageUrl: stream.thumbnail_url,
      href: `/stream/${stream.id}`,
    })),
    posts: (results.posts ?? []).map((post) => ({
      type: 'post',
      id: post.id,
      title: post.title,
      subtitle: previewText(post.content),
      imageUrl: post.image_url,
      href: `/posts/${post.id}`,
    })),
  }
}

/** Tracks, then users, streams and posts, until the cap is reached. */
export const combineSearchItems = (byKind: Record<SearchKind, SearchItem[]>) =>
  [...byKind.tracks, ...byKind.users, ...byKind.streams, ...byKind.posts].slice(0, SEARCH_CAP)
