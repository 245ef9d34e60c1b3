import { useQueries } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { QueryGrid } from '~/components/layout/query-grid'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Button } from '~/components/ui/button'
import { browseQueries, TRACKS_PAGE_SIZE } from '~/lib/queries/browse'
import type { TrackSort } from '../../../contracts/tracks'

interface PagedTrackListProps {
  sort?: TrackSort
  genre?: string
  empty: ReactNode
}

/**
 * GET /api/tracks one page at a time: each page is its own query (its key the page's path), so the loader can
 * prefetch the first page like any other path, and 'Load more' adds the next one.
 */
export function PagedTrackList({ sort, genre, empty }: PagedTrackListProps) {
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) => browseQueries.trackList({ sort, genre, limit: TRACKS_PAGE_SIZE, offset: page * TRACKS_PAGE_SIZE })),
  })
  const first = pages[0]
  const last = pages[pages.length - 1]
  const tracks = pages.flatMap((page) => page.data ?? [])
  const hasMore = last.data?.length === TRACKS_PAGE_SIZE
  return (
    <div className="space-y-6">
      <PlayableTrackList tracks={tracks}>
        <QueryGrid query={{ ...first, data: tracks }} skeletons={4} Skeleton={TrackCardSkeleton} empty={empty} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
          {(track) => <TrackCard key={track.id} track={track} />}
        </QueryGrid>
      </PlayableTrackList>
      {first.isError && <p role="alert" className="text-center text-destructive">The tracks could not be loaded. Please reload the page.</p>}
      {(hasMore || last.isFetching) && !first.isLoading && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => setPageCount((count) => count + 1)} disabled={last.isFetching}>
            {last.isFetching ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  )
}
