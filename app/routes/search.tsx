import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useSearchParams } from '@remix-run/react'
import { SearchForm } from '~/components/search/search-form'
import { SearchResults, useSearch } from '~/components/search/search-results'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { sitePageMeta } from '~/lib/meta/site-page-meta'
import { SEARCH_KINDS } from '~/lib/queries/browse'

const queryOf = (searchParams: URLSearchParams) => (searchParams.get('q') ?? '').trim()

export const meta: MetaFunction = ({ location, matches }) => {
  const query = queryOf(new URLSearchParams(location.search))
  const url = query ? `/search?${new URLSearchParams({ q: query })}` : '/search'
  return sitePageMeta(
    matches,
    url,
    query ? `Search: ${query}` : 'Search',
    'Search Soundwave for tracks, creators, live streams and posts.',
  )
}

export function loader({ context, request }: LoaderFunctionArgs) {
  const query = queryOf(new URL(request.url).searchParams)
  return seed(context, query ? SEARCH_KINDS.map((kind) => pageReads.search(kind, query)) : [])
}

export default function Search() {
  const [searchParams] = useSearchParams()
  const query = queryOf(searchParams)
  const search = useSearch(query)
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Search Results</h1>
      {query && <p className="text-muted-foreground">Results for "{query}"</p>}
      <SearchForm key={query} initialQuery={query} isLoading={search.isLoading} />
      <SearchResults query={query} search={search} />
    </main>
  )
}
