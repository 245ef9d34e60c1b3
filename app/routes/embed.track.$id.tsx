import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { embedHandle } from '~/components/embed/embed-document'
import { embedLinks, embedMeta } from '~/components/embed/embed-links'
import { EmbedPlayer } from '~/components/embed/embed-player'
import { readEmbedded } from '~/components/embed/embed-route.server'
import { EmbedSeekBar } from '~/components/embed/embed-seek-bar'
import { pageReads } from '~/lib/page-reads.server'

export { EmbedErrorBoundary as ErrorBoundary } from '~/components/embed/embed-error-boundary'

export const handle = embedHandle
export const links = embedLinks
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  embedMeta(data ? `${data.track.title} by ${data.track.artistName}` : null)

export const loader = async ({ context, params }: LoaderFunctionArgs) => {
  const track = await readEmbedded(context, pageReads.tracks.detail(Number(params.id)))
  return { track }
}

/** /embed/track/{id}: the compact player another site frames (docs/decisions/037-embeds-framed-and-small.md). */
export default function TrackEmbed() {
  const { track } = useLoaderData<typeof loader>()
  const pageUrl = `/track/${track.id}`
  return (
    <main data-embed="track" className="group h-full p-3">
      <EmbedPlayer track={{ ...track, pageUrl }} siteUrl={pageUrl}>
        <EmbedSeekBar peaks={track.waveform} duration={track.duration} />
      </EmbedPlayer>
      <audio data-embed-audio src={track.streamUrl} preload="none" />
    </main>
  )
}
