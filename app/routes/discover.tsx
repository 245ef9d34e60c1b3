import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useState } from 'react'
import { DiscoverTabs } from '~/components/discover/discover-tabs'
import { TrendingGenres } from '~/components/discover/trending-genres'
import { WEEKLY_TOP_PICKS, WeeklyTopPicks } from '~/components/discover/weekly-top-picks'
import { SearchInput } from '~/components/search/search-input'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(
    matches,
    '/discover',
    'Discover',
    "Discover creators, live streams and this week's top picks on Soundwave.",
  )

/** What the first HTML shows: the open Creators tab and the top picks; the other tabs load when they are opened. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  seed(context, [pageReads.creators.recommended(), pageReads.tracks.topPicks(WEEKLY_TOP_PICKS)])

export default function Discover() {
  const [filter, setFilter] = useState('')
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">Discover</h1>
        <SearchInput
          className="max-w-xl"
          aria-label="Search for artists, tracks, or genres"
          placeholder="Search for artists, tracks, or genres"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <DiscoverTabs filter={filter} />
      <TrendingGenres />
      <WeeklyTopPicks />
    </main>
  )
}
