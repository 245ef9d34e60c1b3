import { useQueries } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { QueryError } from '~/components/layout/query-error'
import { QueryGrid } from '~/components/layout/query-grid'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Button } from '~/components/ui/button'
import { TRACKS_PAGE_SIZE, type browseQueries, type Page } from '~/lib/queries/browse'
import type { Track } from '~/lib/queries/types'

interface PagedTrackListProps {
  /** The query of one page, from a browseQueries factory. */
  pageQuery: (page: Required<Page>) => ReturnType<typeof browseQueries.trackList>
  /** The list's heading, for screen readers: the cards' headings sit under it, not straight under the page's h1. */
  heading?: string
  empty: ReactNode
  renderTrack?: (track: Track) => ReactNode
  className?: string
}

const trackCard = (track: Track) => <TrackCard key={track.id} track={track} />

/**
 * A paged track list one page at a time: each page is its own query (its key the page's path), so the loader can
 * seed the first page like any other path, and 'Load more' adds the next one.
 */
export function PagedTrackList({
  pageQuery,
  heading = 'Tracks',
  empty,
  renderTrack = trackCard,
  className = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: PagedTrackListProps) {
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) =>
      pageQuery({ limit: TRACKS_PAGE_SIZE, offset: page * TRACKS_PAGE_SIZE }),
    ),
  })
  const first = pages[0]
  const last = pages[pages.length - 1]
  const tracks = pages.flatMap((page) => page.data ?? [])
  const hasMore = last.data?.length === TRACKS_PAGE_SIZE
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{heading}</h2>
      <PlayableTrackList tracks={tracks}>
        <QueryGrid
          query={{ ...first, data: tracks }}
          skeletons={4}
          Skeleton={TrackCardSkeleton}
          empty={empty}
          className={className}
        >
          {renderTrack}
        </QueryGrid>
      </PlayableTrackList>
      {last !== first && last.isError && <QueryError onRetry={last.refetch} />}
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
