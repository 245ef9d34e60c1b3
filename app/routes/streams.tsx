import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { Mic } from 'lucide-react'
import { PagedTrackList } from '~/components/browse/paged-track-list'
import { OwnedStreamGrid } from '~/components/streams/owned-stream-grid'
import { RecordingCard } from '~/components/streams/recording-card'
import { Button } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { browseQueries } from '~/lib/queries/browse'
import { streamQueries } from '~/lib/queries/content'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(matches, '/streams', 'Streams', 'Live streams on Soundwave: join a creator live, listen and chat.')

/** What the first HTML shows: the open Live tab; Recordings and My Streams load when they are opened. */
export const loader = ({ context }: LoaderFunctionArgs) => seed(context, [pageReads.streams.featured()])

function EmptyWithAction({ text, action }: { text: string; action: string }) {
  return (
    <div className="space-y-3">
      <p>{text}</p>
      <Button asChild variant="secondary">
        <Link to="/go-live">{action}</Link>
      </Button>
    </div>
  )
}

function MyStreams({ userId }: { userId: number }) {
  const streams = useQuery(streamQueries.byUser(userId))
  return (
    <OwnedStreamGrid
      query={streams}
      userId={userId}
      empty={<EmptyWithAction text="You haven't created any streams yet." action="Start Your First Stream" />}
    />
  )
}

export default function Streams() {
  const { user } = useCurrentUser()
  const live = useQuery(streamQueries.featured())
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Streams</h1>
        <Button asChild>
          <Link to="/go-live">
            <Mic aria-hidden /> Go Live
          </Link>
        </Button>
      </div>
      <Tabs defaultValue="live">
        <TabsList>
          <TabsTrigger value="live">Live Streams</TabsTrigger>
          <TabsTrigger value="recordings">Recordings</TabsTrigger>
          {user && <TabsTrigger value="mine">My Streams</TabsTrigger>}
        </TabsList>
        <TabsContent value="live" className="mt-4">
          <h2 className="sr-only">Live Streams</h2>
          <OwnedStreamGrid
            query={live}
            userId={user?.id}
            empty={<EmptyWithAction text="No live streams available right now." action="Start Streaming" />}
          />
        </TabsContent>
        <TabsContent value="recordings" className="mt-4">
          <PagedTrackList
            pageQuery={browseQueries.recordings}
            heading="Recordings"
            renderTrack={(recording) => <RecordingCard key={recording.id} recording={recording} />}
            empty="No recordings available yet."
            className="md:grid-cols-2"
          />
        </TabsContent>
        {user && (
          <TabsContent value="mine" className="mt-4">
            <h2 className="sr-only">My Streams</h2>
            <MyStreams userId={user.id} />
          </TabsContent>
        )}
      </Tabs>
    </main>
  )
}
