import { useQuery } from '@tanstack/react-query'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { trackQueries } from '~/lib/queries/content'
import type { TrackDetail } from '~/lib/queries/types'
import { PlayableTrackList } from './playable-track-list'
import { TrackCard, TrackCardSkeleton } from './track-card'

const SKELETONS = 5

/**
 * The track page's 'Related tracks', asked for by the browser once the page shows: the list leaves out the signed-in
 * listener's latest plays, so it is not part of the page's HTML, which visitors share.
 */
export function RelatedTracks({ track }: { track: Pick<TrackDetail, 'id' | 'linkSecret'> }) {
  const related = useQuery(trackQueries.related(track.id, track.linkSecret))
  return (
    <Section title="Related tracks">
      <PlayableTrackList tracks={related.data ?? []}>
        <QueryGrid
          query={{ ...related, isLoading: related.isPending }}
          skeletons={SKELETONS}
          Skeleton={TrackCardSkeleton}
          empty="No related tracks yet."
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        >
          {(track) => <TrackCard key={track.id} track={track} />}
        </QueryGrid>
      </PlayableTrackList>
    </Section>
  )
}
