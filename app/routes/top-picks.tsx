import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { PagedTrackList } from '~/components/browse/paged-track-list'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { browseQueries, TRACKS_PAGE_SIZE } from '~/lib/queries/browse'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(matches, '/top-picks', 'Top Picks', 'The most played tracks on Soundwave this week.')

export const loader = ({ context }: LoaderFunctionArgs) =>
  seed(context, [pageReads.tracks.topPicks({ limit: TRACKS_PAGE_SIZE })])

/** The most played tracks of the last 7 days, the most recent when nothing was played. */
export default function TopPicks() {
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Top Picks</h1>
        <p className="text-muted-foreground">The most played tracks on Soundwave this week.</p>
      </div>
      <PagedTrackList pageQuery={browseQueries.topPicks} empty="No top picks available." />
    </main>
  )
}
