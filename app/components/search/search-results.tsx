import { useQueries } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { QueryError } from '~/components/layout/query-error'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { SEARCH_KINDS, searchQuery, type SearchResults as Results } from '~/lib/queries/browse'
import { SearchEmptyState } from './search-empty-state'
import { combineSearchItems, SEARCH_ITEM_TYPE, SEARCH_TYPE_LABEL, toSearchItems, type SearchItem } from './search-items'
import { SearchResultCard } from './search-result-card'

function ResultList({ items, query }: { items: SearchItem[]; query: string }) {
  if (!items.length) return <SearchEmptyState query={query} />
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <SearchResultCard key={`${item.type}-${item.id}`} item={item} />
      ))}
    </div>
  )
}

/** The four search calls for one query, as tabs All, Track, User, Stream and Post with their counts. */
export function useSearch(query: string) {
  const results = useQueries({ queries: SEARCH_KINDS.map((kind) => searchQuery(kind, query)) })
  const data = Object.fromEntries(SEARCH_KINDS.map((kind, index) => [kind, results[index].data])) as Partial<Results>
  return {
    byKind: toSearchItems(data),
    isLoading: results.some((result) => result.isFetching),
    isError: results.some((result) => result.isError),
    retry: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
  }
}

export function SearchResults({ query, search }: { query: string; search: ReturnType<typeof useSearch> }) {
  if (!query) return <SearchEmptyState query="" />
  if (search.isError)
    return <QueryError message="An error occurred while searching. Please try again." onRetry={search.retry} />
  if (search.isLoading)
    return <Loader2 className="mx-auto h-8 w-8 animate-spin text-muted-foreground" aria-label="Searching" />
  const all = combineSearchItems(search.byKind)
  return (
    <Tabs defaultValue="all">
      <TabsList className="flex h-auto flex-wrap justify-start">
        <TabsTrigger value="all">All ({all.length})</TabsTrigger>
        {SEARCH_KINDS.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {SEARCH_TYPE_LABEL[SEARCH_ITEM_TYPE[kind]]} ({search.byKind[kind].length})
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="all">
        <ResultList items={all} query={query} />
      </TabsContent>
      {SEARCH_KINDS.map((kind) => (
        <TabsContent key={kind} value={kind}>
          <ResultList items={search.byKind[kind]} query={query} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
