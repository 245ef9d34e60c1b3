import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { libraryQueries } from '~/lib/queries/library'

export function LikedTracksTab() {
  const liked = useQuery(libraryQueries.likedTracks())
  return (
    <QueryGrid
      query={liked}
      skeletons={4}
      Skeleton={TrackCardSkeleton}
      empty={
        <>
          <p>You haven't saved any tracks yet.</p>
          <Link to="/discover" className="mt-2 inline-block text-link hover:underline">
            Discover music
          </Link>
        </>
      }
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
    >
      {(track) => <TrackCard key={track.id} track={track} />}
    </QueryGrid>
  )
}
