import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FeedList } from '~/components/feed/feed-list'
import { QueryGrid } from '~/components/layout/query-grid'
import { StreamCard, StreamCardSkeleton } from '~/components/streams/stream-card'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Badge } from '~/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { browseQueries } from '~/lib/queries/browse'
import { streamQueries, trackQueries } from '~/lib/queries/content'
import { feedPaths } from '~/lib/queries/feed'
import type { PublicUser } from '../../../contracts/user'
import { ProfileAbout } from './profile-about'
import { ProfileHeader } from './profile-header'

/** What the page shows while the user loads. */
const LOADING_USER: PublicUser = {
  id: 0,
  username: '',
  displayName: 'Loading...',
  bio: 'Loading profile information...',
  profileImageUrl: null,
  isStreaming: false,
  followerCount: 0,
  createdAt: '',
}

type ProfileTab = 'streams' | 'music' | 'reposts' | 'about'

/** The first tab, in the page's order, with something in it: a creator with tracks and no streams opens on Music. */
const firstTabWithContent = (streamCount: number | undefined, trackCount: number | undefined): ProfileTab =>
  streamCount === 0 && trackCount ? 'music' : 'streams'

/** docs/product/screens.md#profile (also /user/{userId}): header, then the Streams, Music, Reposts and About tabs. */
export function ProfilePage({ userId }: { userId: number }) {
  const { user: viewer } = useCurrentUser()
  const profile = useQuery({ ...browseQueries.user(userId), placeholderData: LOADING_USER })
  const user = profile.data ?? LOADING_USER
  const loaded = !profile.isPlaceholderData && user.id > 0
  const streams = useQuery({ ...streamQueries.byUser(user.id), enabled: loaded })
  const tracks = useQuery({ ...trackQueries.byUser(user.id), enabled: loaded })
  const isOwner = loaded && viewer?.id === user.id
  // Until the visitor picks a tab, it follows the lists as they load.
  const [chosenTab, setChosenTab] = useState<ProfileTab | null>(null)
  const tab = chosenTab ?? firstTabWithContent(streams.data?.length, tracks.data?.length)

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <ProfileHeader user={user} isPlaceholder={!loaded} isOwner={isOwner} />
      <Tabs value={tab} onValueChange={(value) => setChosenTab(value as ProfileTab)}>
        <TabsList>
          <TabsTrigger value="streams">Streams</TabsTrigger>
          <TabsTrigger value="music">Music</TabsTrigger>
          <TabsTrigger value="reposts">Reposts</TabsTrigger>
          <TabsTrigger value="about">About</TabsTrigger>
        </TabsList>
        {/* Each panel's heading, for screen readers, keeps the cards' h3 one level under a heading. */}
        <TabsContent value="streams">
          <h2 className="sr-only">Streams</h2>
          <QueryGrid
            query={{ ...streams, isLoading: streams.isPending }}
            skeletons={3}
            Skeleton={StreamCardSkeleton}
            empty="No streams yet"
            className="grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
          >
            {(stream) => (
              <StreamCard
                key={stream.id}
                stream={stream}
                ownerControls={
                  isOwner && (
                    <Badge variant="secondary" className="self-start">
                      Your Stream
                    </Badge>
                  )
                }
              />
            )}
          </QueryGrid>
        </TabsContent>
        <TabsContent value="music">
          <h2 className="sr-only">Music</h2>
          <PlayableTrackList tracks={tracks.data ?? []}>
            <QueryGrid
              query={{ ...tracks, isLoading: tracks.isPending }}
              skeletons={3}
              Skeleton={TrackCardSkeleton}
              empty="No tracks yet"
              className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            >
              {(track) => <TrackCard key={track.id} track={track} />}
            </QueryGrid>
          </PlayableTrackList>
        </TabsContent>
        <TabsContent value="reposts">
          <h2 className="sr-only">Reposts</h2>
          {loaded && <FeedList key={user.id} path={feedPaths.repostsOf(user.id)} empty="No reposts yet" />}
        </TabsContent>
        <TabsContent value="about">
          <ProfileAbout user={user} trackCount={tracks.data?.length ?? 0} streamCount={streams.data?.length ?? 0} />
        </TabsContent>
      </Tabs>
    </main>
  )
}
