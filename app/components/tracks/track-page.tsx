import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useParams } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { NotFound } from '~/components/layout/not-found'
import { loadedPageTitle } from '~/lib/loaded-page-title'
import type { PrefetchedOrNotFound } from '~/lib/prefetch-or-not-found.server'
import { trackQueries } from '~/lib/queries/content'
import type { Track } from '~/lib/queries/types'
import { TrackDetails } from './track-details'

export const trackPageMeta: MetaFunction = ({ data }) => loadedPageTitle<Track>(data as PrefetchedOrNotFound, (track) => `${track.title} by ${track.artistName}`)

/** /tracks/{id} and /track/{id}: one page, prefetched by the route's loader. */
export function TrackPage() {
  const { notFound } = useLoaderData<PrefetchedOrNotFound>()
  const track = useQuery({ ...trackQueries.detail(Number(useParams().id)), enabled: !notFound })
  if (notFound) return <NotFound />
  return <main className="mx-auto max-w-5xl px-4 py-8">{track.data && <TrackDetails track={track.data} />}</main>
}
