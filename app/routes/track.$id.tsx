import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { TrackPage, trackPageMeta } from '~/components/tracks/track-page'
import { pageReads } from '~/lib/page-reads.server'
import { privateLinkOf, seedOrNotFound } from '~/lib/seed-or-not-found.server'

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta = trackPageMeta

export const loader = (args: LoaderFunctionArgs) =>
  seedOrNotFound(args, pageReads.tracks.detail(Number(args.params.id), privateLinkOf(args.request)))

export default TrackPage
