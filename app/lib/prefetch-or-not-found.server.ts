import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { prefetch, type PageQuery } from './prefetch.server'

/**
 * A page about one thing (a track, a playlist): prefetches it, or answers 404 so the page shows the not-found
 * screen inside the shell. Any failed load counts as not found, as the API answers 400 for a malformed id.
 * The request's origin comes along for the page's absolute link-card addresses.
 */
export async function prefetchOrNotFound({ context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>, query: PageQuery) {
  const prefetched = await prefetch(context, [query])
  const notFound = prefetched.dehydratedState.queries.length === 0
  return data({ ...prefetched, notFound, origin: new URL(request.url).origin }, { status: notFound ? 404 : 200 })
}

export type PrefetchedOrNotFound = Awaited<ReturnType<typeof prefetchOrNotFound>>['data']
