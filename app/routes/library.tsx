import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { HistoryTab } from '~/components/library/history-tab'
import { LibraryTracksTab } from '~/components/library/library-tracks-tab'
import { PlaylistsTab } from '~/components/library/playlists-tab'
import { RecentlyPlayed } from '~/components/library/recently-played'
import { CreatePlaylistButton } from '~/components/playlists/create-playlist-button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { requireUserPage } from '~/lib/session.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Your Library')

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUserPage(context, request)
  // The open Tracks tab and Recently Played; the Playlists and History tabs load when they are opened.
  return seed(context, [pageReads.tracks.byUser(user.id), pageReads.library.likedTracks(), pageReads.library.history()])
}

export default function Library() {
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Your Library</h1>
        <CreatePlaylistButton />
      </div>
      <Tabs defaultValue="tracks" className="space-y-4">
        <TabsList>
          <TabsTrigger value="tracks">Tracks</TabsTrigger>
          <TabsTrigger value="playlists">Playlists</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="tracks">
          <LibraryTracksTab />
        </TabsContent>
        <TabsContent value="playlists">
          <PlaylistsTab />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab />
        </TabsContent>
      </Tabs>
      <RecentlyPlayed />
    </main>
  )
}
