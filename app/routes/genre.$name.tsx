import type { AppLoadContext, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { PagedTrackList } from '~/components/browse/paged-track-list'
import { readOrNull, seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { sitePageMeta } from '~/lib/meta/site-page-meta'
import { browseQueries, TRACKS_PAGE_SIZE } from '~/lib/queries/browse'

/** The genre's own spelling ('hip-hop' → 'Hip-Hop'); an unknown genre keeps the address's, capitalised. */
async function displayNameOf(context: AppLoadContext, slug: string) {
  const genres = (await readOrNull(context, pageReads.creators.genres())) ?? []
  return (
    genres.find((genre) => genre.name.toLowerCase() === slug.toLowerCase())?.name ??
    slug.charAt(0).toUpperCase() + slug.slice(1)
  )
}

export async function loader(args: LoaderFunctionArgs) {
  const genre = args.params.name ?? ''
  const [name, seeded] = await Promise.all([
    displayNameOf(args.context, genre),
    seed(args.context, [pageReads.tracks.list({ genre, limit: TRACKS_PAGE_SIZE })]),
  ])
  return { genre, name, ...seeded }
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  sitePageMeta(matches, location.pathname, data?.name ?? 'Genre', `${data?.name ?? 'Genre'} tracks on Soundwave.`)

export default function GenrePage() {
  const { genre, name } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="text-muted-foreground">
          Tracks in this genre ·{' '}
          <Link to="/genres" className="text-link underline">
            All genres
          </Link>
        </p>
      </div>
      <PagedTrackList
        key={genre}
        pageQuery={(page) => browseQueries.trackList({ genre, ...page })}
        empty={`No ${name} tracks yet.`}
      />
    </main>
  )
}
