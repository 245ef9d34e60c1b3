import { QueryError } from '~/components/layout/query-error'
import { EmptyState } from '~/components/layout/section'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { Button } from '~/components/ui/button'
import { FeedEntryCard } from './feed-entry-card'
import { useFeedPages } from './use-feed-pages'

interface FeedListProps {
  /** The API path of the entries (app/lib/queries/feed.ts). */
  path: string
  /** What an empty list says. */
  empty: string
}

/**
 * One block about a row of cards high while the first page loads, so the page below moves little; one block, not four
 * card placeholders, keeps the signed-in Home's HTML in its budget (docs/product/performance.md#pages).
 */
const FeedPlaceholder = () => <div className="h-72 animate-pulse rounded-lg bg-muted" aria-hidden />

/** A list of feed entries, newest first, with Load more while the server has more. */
export function FeedList({ path, empty }: FeedListProps) {
  const feed = useFeedPages(path)
  if (feed.first.isError) return <QueryError onRetry={feed.first.refetch} />
  if (feed.first.isPending) return <FeedPlaceholder />
  if (feed.entries.length === 0) return <EmptyState>{empty}</EmptyState>
  const tracks = feed.entries.flatMap(({ item }) => (item.type === 'track' ? [item.track] : []))
  return (
    <div className="space-y-4">
      <PlayableTrackList tracks={tracks}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {feed.entries.map((entry) => (
            <FeedEntryCard key={entry.key} entry={entry} />
          ))}
        </ul>
      </PlayableTrackList>
      {feed.last.isError && <QueryError onRetry={feed.last.refetch} />}
      {feed.hasMore && (
        <Button variant="outline" onClick={feed.loadMore} disabled={feed.last.isFetching}>
          Load more
        </Button>
      )}
    </div>
  )
}
