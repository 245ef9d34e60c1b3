import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { notFound } from './not-found.server'
import { prefetch, type PageQuery } from './prefetch.server'

/**
 * A page about one thing (a track, a playlist): prefetches it, or throws `notFound()`. Any failed load counts as
 * not found, as the API answers 400 for a malformed id. The request's origin comes along for the page's absolute
 * link-card addresses.
 */
export async function prefetchOrNotFound(
  { context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  query: PageQuery,
) {
  const prefetched = await prefetch(context, [query])
  if (prefetched.dehydratedState.queries.length === 0) throw notFound()
  return { ...prefetched, origin: new URL(request.url).origin }
}

export type PrefetchedItem = Awaited<ReturnType<typeof prefetchOrNotFound>>
