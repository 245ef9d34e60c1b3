import type { MetaFunction } from '@remix-run/cloudflare'
import { useParams, useSearchParams } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { loadedItem, NOT_FOUND_META } from '~/lib/loaded-page-title'
import { trackCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import type { SeededItem } from '~/lib/seed-or-not-found.server'
import { trackQueries } from '~/lib/queries/content'
import type { Track } from '~/lib/queries/types'
import { RelatedTracks } from './related-tracks'
import { TrackDetails } from './track-details'

export const trackPageMeta: MetaFunction = ({ data }) => {
  const loaded = data as SeededItem | undefined
  const track = loadedItem<Track>(loaded)
  return track && loaded ? linkCardMeta(trackCard(track), loaded.origin) : NOT_FOUND_META
}

/** /tracks/{id} and /track/{id}: one page, seeded by the route's loader. */
export function TrackPage() {
  const id = Number(useParams().id)
  // The one place the link's secret is read from the address: from then on it travels with the track (linkSecret).
  const track = useQuery(trackQueries.detail(id, useSearchParams()[0].get('s')))
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      {track.data && <TrackDetails track={track.data} />}
      {track.data && <RelatedTracks track={track.data} />}
    </main>
  )
}
