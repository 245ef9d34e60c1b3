import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { libraryQueries } from '~/lib/queries/library'
import { recentDistinctTracks } from './history-days'

/** SPEC §9: the 3 latest tracks of my history. */
const RECENTLY_PLAYED = 3

export function RecentlyPlayed() {
  const recent = useQuery({ ...libraryQueries.history(), select: (entries) => recentDistinctTracks(entries, RECENTLY_PLAYED) })
  return (
    <Section title="Recently Played">
      <QueryGrid query={recent} skeletons={RECENTLY_PLAYED} Skeleton={TrackCardSkeleton} empty="No recent tracks." className="grid-cols-2 sm:grid-cols-3">
        {(track) => <TrackCard key={track.id} track={track} />}
      </QueryGrid>
    </Section>
  )
}
