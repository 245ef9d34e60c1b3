import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { PagedTrackList } from '~/components/browse/paged-track-list'
import { SortSwitch } from '~/components/browse/sort-switch'
import { readOrNull, seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { browseQueries, TRACKS_PAGE_SIZE } from '~/lib/queries/browse'
import { getCurrentUser } from '~/lib/session.server'
import { trackSorts, type TrackSort } from '../../contracts/plain-values'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(
    matches,
    '/tracks',
    'All Tracks',
    'Every track on Soundwave: the newest, the most played and what is trending this week.',
  )

const isTrackSort = (value: string | null): value is TrackSort => trackSorts.includes(value as TrackSort)

/** The sort in the URL, else the signed-in user's default sort, else recent. */
async function chosenSort({ context, request }: LoaderFunctionArgs): Promise<TrackSort> {
  const requested = new URL(request.url).searchParams.get('sort')
  if (isTrackSort(requested)) return requested
  const user = await getCurrentUser(context)
  if (!user) return 'recent'
  const settings = await readOrNull(context, pageReads.settings(user.id))
  return settings?.defaultSortType ?? 'recent'
}

export async function loader(args: LoaderFunctionArgs) {
  const sort = await chosenSort(args)
  return { sort, ...(await seed(args.context, [pageReads.tracks.list({ sort, limit: TRACKS_PAGE_SIZE })])) }
}

export default function Tracks() {
  const { sort } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">All Tracks</h1>
        <SortSwitch
          value={sort}
          onChange={(next) => navigate(`/tracks?sort=${next}`, { replace: true, preventScrollReset: true })}
        />
      </div>
      <PagedTrackList
        key={sort}
        pageQuery={(page) => browseQueries.trackList({ sort, ...page })}
        empty="No tracks uploaded yet"
      />
    </main>
  )
}
