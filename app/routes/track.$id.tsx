import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { TrackPage, trackPageMeta } from '~/components/tracks/track-page'
import { prefetchOrNotFound } from '~/lib/prefetch-or-not-found.server'
import { trackQueries } from '~/lib/queries/content'

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta = trackPageMeta

export const loader = (args: LoaderFunctionArgs) =>
  prefetchOrNotFound(args, trackQueries.detail(Number(args.params.id)))

export default TrackPage
