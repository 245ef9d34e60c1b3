import { queryOptions } from '@tanstack/react-query'
import type { FeedEntry, FeedPage } from '../../../contracts/reposts'

export type { FeedEntry, FeedPage }

export const FEED_PAGE_SIZE = 20

/** The lists of entries: the signed-in viewer's feed of followed creators, and what a user reposted. */
export const feedPaths = {
  followed: '/api/feed',
  repostsOf: (userId: number) => `/api/users/${userId}/reposts`,
}

/** One page of entries; a page after the first is keyed by the cursor the page before it answered. */
export const feedQueries = {
  page: (path: string, cursor: string | null) =>
    queryOptions<FeedPage>({
      queryKey: [`${path}?limit=${FEED_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`],
    }),
}
