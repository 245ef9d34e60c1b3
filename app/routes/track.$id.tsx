import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { TrackPage, trackPageMeta } from '~/components/tracks/track-page'
import { prefetchOrNotFound } from '~/lib/prefetch-or-not-found.server'

export const meta = trackPageMeta

export const loader = (args: LoaderFunctionArgs) => prefetchOrNotFound(args, `/api/tracks/${args.params.id}`)

export default TrackPage
