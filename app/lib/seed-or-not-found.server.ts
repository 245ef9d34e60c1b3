import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { notFound } from './not-found.server'
import { seed, type PageRead } from './page-data.server'

/**
 * A page about one thing (a track, a playlist): seeds it, or throws `notFound()`. Any refused read counts as not
 * found, as the API answers 400 for a malformed id. The request's origin comes along for the page's absolute
 * link-card addresses.
 */
export async function seedOrNotFound(
  { context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  read: PageRead,
) {
  const seeded = await seed(context, [read])
  if (seeded.dehydratedState.queries.length === 0) throw notFound()
  return { ...seeded, origin: new URL(request.url).origin }
}

export type SeededItem = Awaited<ReturnType<typeof seedOrNotFound>>

/** The secret of a private track's or playlist's link, `?s=` on the page's address. */
export const privateLinkOf = (request: Request) => new URL(request.url).searchParams.get('s')
