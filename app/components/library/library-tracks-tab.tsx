import { Link } from '@remix-run/react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { useCurrentUser } from '~/hooks/use-current-user'
import { trackQueries } from '~/lib/queries/content'
import { libraryQueries } from '~/lib/queries/library'
import type { Track } from '~/lib/queries/types'

/** One labelled group of the tab: its tracks play as one list. */
function TrackGroup({ title, query, empty }: { title: string; query: UseQueryResult<Track[]>; empty: ReactNode }) {
  return (
    <Section title={title}>
      <PlayableTrackList tracks={query.data ?? []}>
        <QueryGrid
          query={query}
          skeletons={4}
          Skeleton={TrackCardSkeleton}
          empty={empty}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {(track) => <TrackCard key={track.id} track={track} />}
        </QueryGrid>
      </PlayableTrackList>
    </Section>
  )
}

/** docs/product/screens.md#library: my uploads (newest first) and the tracks I liked, as two labelled groups. */
export function LibraryTracksTab() {
  const { user } = useCurrentUser()
  const uploads = useQuery({ ...trackQueries.byUser(user?.id ?? 0), enabled: Boolean(user) })
  const liked = useQuery(libraryQueries.likedTracks())
  return (
    <div className="space-y-8">
      <TrackGroup
        title="Your Uploads"
        query={uploads}
        empty={
          <>
            <p>You haven't uploaded any tracks yet.</p>
            <Link to="/upload-track" className="mt-2 inline-block text-link hover:underline">
              Upload a track
            </Link>
          </>
        }
      />
      <TrackGroup
        title="Liked Tracks"
        query={liked}
        empty={
          <>
            <p>You haven't saved any tracks yet.</p>
            <Link to="/discover" className="mt-2 inline-block text-link hover:underline">
              Discover music
            </Link>
          </>
        }
      />
    </div>
  )
}
