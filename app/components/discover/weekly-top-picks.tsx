import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { browseQueries } from '~/lib/queries/browse'

/** Discover shows 2 top picks: the most played of the last 7 days, else the most recent. */
export const WEEKLY_TOP_PICKS = { limit: 2 }

export function WeeklyTopPicks() {
  const picks = useQuery(browseQueries.topPicks(WEEKLY_TOP_PICKS))
  return (
    <Section title="Weekly Top Picks" seeAllTo="/top-picks" seeAllLabel="See all">
      <PlayableTrackList tracks={picks.data ?? []}>
        <QueryGrid
          query={picks}
          skeletons={2}
          Skeleton={TrackCardSkeleton}
          empty="No top picks available."
          className="grid-cols-2 lg:grid-cols-4"
        >
          {(track) => <TrackCard key={track.id} track={track} />}
        </QueryGrid>
      </PlayableTrackList>
    </Section>
  )
}
