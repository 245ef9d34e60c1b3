import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { CreatorActions } from '~/components/creators/creator-actions'
import { CreatorCard, CreatorCardSkeleton } from '~/components/creators/creator-card'
import { FeedList } from '~/components/feed/feed-list'
import { PostCard } from '~/components/posts/post-card'
import { QueryError } from '~/components/layout/query-error'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { StreamCard, StreamCardSkeleton } from '~/components/streams/stream-card'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { preload, seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import {
  creatorQueries,
  CREATORS_SHOWN,
  FEATURED_STREAMS_SHOWN,
  postQueries,
  streamQueries,
  trackQueries,
} from '~/lib/queries/content'
import { feedPaths } from '~/lib/queries/feed'
import { getCurrentUserWith } from '~/lib/session.server'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) => sitePageMeta(matches, '/', 'Home')

export async function loader({ context }: LoaderFunctionArgs) {
  const everyones = [pageReads.streams.featuredRow(), pageReads.tracks.recent(), pageReads.creators.recommendedRow()]
  // The lists everyone sees and the viewer's own load while the session is looked up.
  const [[, own]] = await Promise.all([
    getCurrentUserWith(context, async (userId) => {
      // The feed of followed creators loads in the browser: its entries would take the page past its HTML budget
      // (docs/product/performance.md#pages).
      const reads = [pageReads.tracks.byUser(userId), pageReads.posts.byUser(userId)]
      await preload(context, reads)
      return reads
    }),
    preload(context, everyones),
  ])
  return seed(context, [...everyones, ...(own ?? [])])
}

const TRACK_GRID = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'
function CreativeSpace({ userId }: { userId: number }) {
  const tracks = useQuery(trackQueries.byUser(userId))
  const posts = useQuery(postQueries.byUser(userId))
  const nothingYet =
    !tracks.isLoading &&
    !posts.isLoading &&
    !tracks.isError &&
    !posts.isError &&
    !tracks.data?.length &&
    !posts.data?.length
  return (
    <section aria-labelledby="creative-space" className="space-y-6 rounded-xl border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="creative-space" className="text-2xl font-bold">
          Your Creative Space
        </h1>
        <CreatorActions withCreatePost />
      </div>
      {nothingYet ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">Share your music with the world</p>
          <Button asChild className="mt-4">
            <Link to="/upload-track">Upload Your First Track</Link>
          </Button>
        </div>
      ) : (
        <>
          {tracks.isError && <QueryError onRetry={tracks.refetch} />}
          {posts.isError && <QueryError onRetry={posts.refetch} />}
          {Boolean(tracks.data?.length) && (
            <Section title="Your Tracks">
              <PlayableTrackList tracks={tracks.data!.slice(0, 4)}>
                <div className={`grid gap-4 ${TRACK_GRID}`}>
                  {tracks.data!.slice(0, 4).map((track) => (
                    <TrackCard key={track.id} track={track} />
                  ))}
                </div>
              </PlayableTrackList>
            </Section>
          )}
          {Boolean(posts.data?.length) && (
            <Section title="Your Posts">
              <div className="grid gap-4 md:grid-cols-2">
                {posts.data!.slice(0, 4).map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            </Section>
          )}
        </>
      )}
    </section>
  )
}

export default function Home() {
  const { user } = useCurrentUser()
  const featured = useQuery(streamQueries.featuredRow())
  const recent = useQuery(trackQueries.recent())
  const creators = useQuery(creatorQueries.recommendedRow())
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      {user ? (
        <CreativeSpace userId={user.id} />
      ) : (
        <section className="rounded-xl border bg-card p-8">
          <h1 className="text-3xl font-bold">Music and live streams from independent creators</h1>
          <p className="mt-2 text-muted-foreground">Listen, go live, chat and follow the artists you love.</p>
          <Button asChild className="mt-4">
            <Link to="/auth">Sign in</Link>
          </Button>
        </section>
      )}
      {user && (
        <Section title="From people you follow">
          <FeedList
            path={feedPaths.followed}
            empty="Follow creators to see their uploads, reposts and live streams here."
          />
        </Section>
      )}
      <Section title="Featured Live Streams" seeAllTo="/streams">
        <QueryGrid
          query={featured}
          skeletons={FEATURED_STREAMS_SHOWN}
          Skeleton={StreamCardSkeleton}
          empty="No live streams right now"
          className="sm:grid-cols-2 lg:grid-cols-3"
        >
          {(stream) => <StreamCard key={stream.id} stream={stream} />}
        </QueryGrid>
      </Section>
      <Section title="Recent Uploads" seeAllTo="/tracks">
        <PlayableTrackList tracks={recent.data ?? []}>
          <QueryGrid
            query={recent}
            skeletons={4}
            Skeleton={TrackCardSkeleton}
            empty="No tracks uploaded yet"
            className={TRACK_GRID}
          >
            {(track) => <TrackCard key={track.id} track={track} />}
          </QueryGrid>
        </PlayableTrackList>
      </Section>
      <Section title="Discover Creators" seeAllTo="/discover">
        <QueryGrid
          query={creators}
          skeletons={CREATORS_SHOWN}
          Skeleton={CreatorCardSkeleton}
          empty="No recommended creators yet"
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        >
          {(creator) => <CreatorCard key={creator.id} creator={creator} />}
        </QueryGrid>
      </Section>
    </main>
  )
}
