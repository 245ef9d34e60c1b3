import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { browseQueries } from '~/lib/queries/browse'

/** SPEC §9: Discover shows 2 top picks, the most played tracks. */
export const WEEKLY_TOP_PICKS = { sort: 'popular', limit: 2 } as const

export function WeeklyTopPicks() {
  const picks = useQuery(browseQueries.trackList(WEEKLY_TOP_PICKS))
  return (
    <Section title="Weekly Top Picks" seeAllTo="/top-picks" seeAllLabel="See all">
      <QueryGrid query={picks} skeletons={2} Skeleton={TrackCardSkeleton} empty="No top picks available." className="grid-cols-2 lg:grid-cols-4">
        {(track) => <TrackCard key={track.id} track={track} />}
      </QueryGrid>
    </Section>
  )
}
