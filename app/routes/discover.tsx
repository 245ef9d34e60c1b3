import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useState } from 'react'
import { DISCOVER_TRACKS, DiscoverTabs } from '~/components/discover/discover-tabs'
import { TrendingGenres } from '~/components/discover/trending-genres'
import { WEEKLY_TOP_PICKS_PATH, WeeklyTopPicks } from '~/components/discover/weekly-top-picks'
import { SearchInput } from '~/components/search/search-input'
import { prefetch } from '~/lib/prefetch.server'
import { trackListPath } from '~/lib/queries/browse'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Discover', "Discover creators, live streams and this week's top picks on Soundwave.")

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetch(context, ['/api/creators/recommended', '/api/streams/featured', trackListPath(DISCOVER_TRACKS), WEEKLY_TOP_PICKS_PATH])

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
