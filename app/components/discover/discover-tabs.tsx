import { useQuery } from '@tanstack/react-query'
import { CreatorCard, CreatorCardSkeleton } from '~/components/creators/creator-card'
import { QueryGrid } from '~/components/layout/query-grid'
import { StreamCard, StreamCardSkeleton } from '~/components/streams/stream-card'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { browseQueries } from '~/lib/queries/browse'
import { creatorQueries, streamQueries } from '~/lib/queries/content'
import { matchesText } from './text-filter'

const DISCOVER_TRACKS = { sort: 'recent', limit: 50 } as const

/**
 * The three tabs of Discover, each filtered client-side by the search box's text; a tab loads its list when it is
 * opened.
 */
export function DiscoverTabs({ filter }: { filter: string }) {
  return (
    <Tabs defaultValue="creators">
      <TabsList>
        <TabsTrigger value="creators">Creators</TabsTrigger>
        <TabsTrigger value="streams">Live Streams</TabsTrigger>
        <TabsTrigger value="tracks">Tracks</TabsTrigger>
      </TabsList>
      {/* Each panel's heading, for screen readers, keeps the cards' h3 one level under a heading. */}
      <TabsContent value="creators">
        <h2 className="sr-only">Creators</h2>
        <CreatorsTab filter={filter} />
      </TabsContent>
      <TabsContent value="streams">
        <h2 className="sr-only">Live Streams</h2>
        <StreamsTab filter={filter} />
      </TabsContent>
      <TabsContent value="tracks">
        <h2 className="sr-only">Tracks</h2>
        <TracksTab filter={filter} />
      </TabsContent>
    </Tabs>
  )
}

function CreatorsTab({ filter }: { filter: string }) {
  const creators = useQuery({
    ...creatorQueries.recommended(),
    select: (list) =>
      list.filter((creator) =>
        matchesText(filter, creator.displayName, creator.username, creator.bio, creator.streamTitle),
      ),
  })
  return (
    <QueryGrid
      query={creators}
      skeletons={5}
      Skeleton={CreatorCardSkeleton}
      empty="No creators found."
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {(creator) => <CreatorCard key={creator.id} creator={creator} />}
    </QueryGrid>
  )
}

function StreamsTab({ filter }: { filter: string }) {
  const streams = useQuery({
    ...streamQueries.featured(),
    select: (list) =>
      list.filter((stream) =>
        matchesText(filter, stream.title, stream.description, stream.category, stream.user.displayName, ...stream.tags),
      ),
  })
  return (
    <QueryGrid
      query={streams}
      skeletons={3}
      Skeleton={StreamCardSkeleton}
      empty="No live streams found."
      className="sm:grid-cols-2 lg:grid-cols-3"
    >
      {(stream) => <StreamCard key={stream.id} stream={stream} />}
    </QueryGrid>
  )
}

function TracksTab({ filter }: { filter: string }) {
  const tracks = useQuery({
    ...browseQueries.trackList(DISCOVER_TRACKS),
    select: (list) => list.filter((track) => matchesText(filter, track.title, track.artistName, track.genre)),
  })
  return (
    <PlayableTrackList tracks={tracks.data ?? []}>
      <QueryGrid
        query={tracks}
        skeletons={4}
        Skeleton={TrackCardSkeleton}
        empty="No tracks found."
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      >
        {(track) => <TrackCard key={track.id} track={track} />}
      </QueryGrid>
    </PlayableTrackList>
  )
}
