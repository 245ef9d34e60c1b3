import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { PagedTrackList } from '~/components/browse/paged-track-list'
import { prefetch } from '~/lib/prefetch.server'
import { trackListPath, TRACKS_PAGE_SIZE } from '~/lib/queries/browse'

export const meta: MetaFunction = () => [{ title: 'Top Picks · Soundwave' }]

export const loader = ({ context }: LoaderFunctionArgs) => prefetch(context, [trackListPath({ sort: 'popular', limit: TRACKS_PAGE_SIZE })])

/** PRODUCT.md §5: the most played tracks. */
export default function TopPicks() {
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Top Picks</h1>
        <p className="text-muted-foreground">The most played tracks on Soundwave.</p>
      </div>
      <PagedTrackList sort="popular" empty="No top picks available." />
    </main>
  )
}
