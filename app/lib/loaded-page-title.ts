import type { DehydratedState } from '@tanstack/react-query'
import { pageMeta } from './meta/page-meta'

interface LoadedPageData {
  dehydratedState: DehydratedState
  notFound: boolean
}

/** The one thing a page prefetched (see prefetch-or-not-found.server.ts), or null when it was not found. */
export function loadedItem<Item>(data: LoadedPageData | undefined) {
  if (data?.notFound) return null
  return (data?.dehydratedState.queries[0]?.state.data as Item | undefined) ?? null
}

export const NOT_FOUND_META = pageMeta('404 Page Not Found')
