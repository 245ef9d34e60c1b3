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
  const track = useQuery(trackQueries.detail(id, useSearchParams()[0].get('s')))
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      {track.data && <TrackDetails track={track.data} />}
      {/* A private track has related tracks for its owner alone (whose read alone carries its secret). */}
      {track.data && (track.data.visibility === 'public' || track.data.privateToken) && <RelatedTracks trackId={id} />}
    </main>
  )
}
