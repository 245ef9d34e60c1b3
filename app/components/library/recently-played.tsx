import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { libraryQueries } from '~/lib/queries/library'
import { recentDistinctTracks } from './history-days'

/** The 3 latest tracks of my history (docs/product/limits.md#interface). */
const RECENTLY_PLAYED = 3

export function RecentlyPlayed() {
  const recent = useQuery({
    ...libraryQueries.history(),
    select: (entries) => recentDistinctTracks(entries, RECENTLY_PLAYED),
  })
  return (
    <Section title="Recently Played">
      <PlayableTrackList tracks={recent.data ?? []}>
        <QueryGrid
          query={recent}
          skeletons={RECENTLY_PLAYED}
          Skeleton={TrackCardSkeleton}
          empty="No recent tracks."
          className="grid-cols-2 sm:grid-cols-3"
        >
          {(track) => <TrackCard key={track.id} track={track} />}
        </QueryGrid>
      </PlayableTrackList>
    </Section>
  )
}
