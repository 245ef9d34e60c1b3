import type { DehydratedState } from '@tanstack/react-query'

interface LoadedPageData {
  dehydratedState: DehydratedState
  notFound: boolean
}

/** The `<title>` of a page about one prefetched thing (see prefetch-or-not-found.server.ts). */
export function loadedPageTitle<Item>(data: LoadedPageData | undefined, titleOf: (item: Item) => string) {
  const item = data?.dehydratedState.queries[0]?.state.data as Item | undefined
  const title = data?.notFound || !item ? '404 Page Not Found' : titleOf(item)
  return [{ title: `${title} · Soundwave` }]
}
