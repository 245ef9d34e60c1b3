import type { DehydratedState } from '@tanstack/react-query'
import { pageMeta } from './meta/page-meta'

/** The one thing a page seeded (see seed-or-not-found.server.ts), or null when the page has no data. */
export function loadedItem<Item>(data: { dehydratedState: DehydratedState } | undefined) {
  return (data?.dehydratedState.queries[0]?.state.data as Item | undefined) ?? null
}

export const NOT_FOUND_META = pageMeta('404 Page Not Found')
