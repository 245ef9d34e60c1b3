import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { feedQueries } from '~/lib/queries/feed'

/** The entries under `path` one cursor page at a time; Load more asks for the page after the last. */
export function useFeedPages(path: string) {
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const pages = useQueries({ queries: cursors.map((cursor) => feedQueries.page(path, cursor)) })
  const first = pages[0]
  const last = pages[pages.length - 1]
  const nextCursor = last.data?.nextCursor ?? null
  return {
    entries: pages.flatMap((page) => page.data?.entries ?? []),
    first,
    last,
    hasMore: nextCursor !== null,
    loadMore: () => {
      if (nextCursor) setCursors((shown) => [...shown, nextCursor])
    },
  }
}
