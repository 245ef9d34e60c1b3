import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { COMMENTS_PAGE_SIZE, commentQueries, type CommentedContent } from '~/lib/queries/comments'

/**
 * The comments of a track or post one page at a time, as PagedTrackList pages tracks: the track page shares them
 * between its list and the waveform's markers.
 */
export function useCommentPages(content: CommentedContent) {
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) =>
      commentQueries.page(content, { limit: COMMENTS_PAGE_SIZE, offset: page * COMMENTS_PAGE_SIZE }),
    ),
  })
  const first = pages[0]
  const last = pages[pages.length - 1]
  return {
    // A comment written between two page loads shifts the offsets: the next page may repeat one already shown.
    comments: [...new Map(pages.flatMap((page) => page.data ?? []).map((comment) => [comment.id, comment])).values()],
    first,
    last,
    hasMore: last.data?.length === COMMENTS_PAGE_SIZE,
    loadMore: () => setPageCount((count) => count + 1),
  }
}

export type CommentPages = ReturnType<typeof useCommentPages>
