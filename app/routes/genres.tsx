import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useQuery } from '@tanstack/react-query'
import { GenreCard } from '~/components/browse/genre-card'
import { QueryError } from '~/components/layout/query-error'
import { EmptyState } from '~/components/layout/section'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { channelQueries } from '~/lib/queries/channels'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(matches, '/genres', 'Genres', 'Browse Soundwave by genre.')

export const loader = ({ context }: LoaderFunctionArgs) => seed(context, [pageReads.creators.genres()])

export default function Genres() {
  const genres = useQuery(channelQueries.genres())
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Genres</h1>
      {genres.isLoading ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : genres.isError ? (
        <QueryError onRetry={genres.refetch} />
      ) : genres.data?.length ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {genres.data.map((genre) => (
            <li key={genre.id}>
              <GenreCard name={genre.name} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>No genres yet.</EmptyState>
      )}
    </main>
  )
}
