import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { embedHandle } from '~/components/embed/embed-document'
import { embedLinks, embedMeta } from '~/components/embed/embed-links'
import { EmbedPlayer, EmbedSiteLink } from '~/components/embed/embed-player'
import { EmbedPlaylistTracks } from '~/components/embed/embed-playlist-tracks'
import { readEmbedded } from '~/components/embed/embed-route.server'
import { EmbedSeekBar } from '~/components/embed/embed-seek-bar'
import { pageReads } from '~/lib/page-reads.server'

export { EmbedErrorBoundary as ErrorBoundary } from '~/components/embed/embed-error-boundary'

export const handle = embedHandle
export const links = embedLinks
export const meta: MetaFunction<typeof loader> = ({ data }) => embedMeta(data?.playlist.name ?? null)

export const loader = async ({ context, params }: LoaderFunctionArgs) => {
  const playlist = await readEmbedded(context, pageReads.library.playlist(Number(params.id)))
  return { playlist }
}

/** /embed/playlist/{id}: the player with the playlist's tracks under it, played in order. */
export default function PlaylistEmbed() {
  const { playlist } = useLoaderData<typeof loader>()
  const pageUrl = `/playlist/${playlist.id}`
  const [first] = playlist.tracks
  if (!first) {
    return (
      <main className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center">
        <p className="font-semibold">{playlist.name}</p>
        <p className="text-sm text-muted-foreground">This playlist has no tracks yet.</p>
        <EmbedSiteLink href={pageUrl} />
      </main>
    )
  }
  return (
    <main data-embed="playlist" className="group flex h-full flex-col gap-3 p-3">
      <EmbedPlayer track={{ ...first, pageUrl: `/track/${first.id}` }} siteUrl={pageUrl}>
        <EmbedSeekBar peaks={null} duration={first.duration} />
      </EmbedPlayer>
      <EmbedPlaylistTracks name={playlist.name} tracks={playlist.tracks} />
      <audio data-embed-audio src={first.streamUrl} preload="none" />
    </main>
  )
}
