import { Radio } from 'lucide-react'
import type { Stream } from '../../../contracts/streams'
import { STREAM_ENDED } from '../../../contracts/embed'
import { EmbedPlayButton } from './embed-play-button'
import { EmbedSiteLink } from './embed-player'

/**
 * A stream embed as the server renders it. While live, app/lib/embed/live-embed.ts plays the sound on Play and fills
 * the chat from the room; once ended, only the notice is left.
 */
export function EmbedStream({ stream }: { stream: Stream }) {
  const pageUrl = `/stream/${stream.id}`
  const picture = stream.thumbnailUrl ?? stream.user.profileImageUrl
  const live = stream.isLive && !stream.endedAt
  return (
    <main
      data-embed="stream"
      data-stream-id={stream.id}
      data-live={live || undefined}
      className="group flex h-full flex-col gap-3 p-3"
    >
      <div className="flex min-w-0 gap-3">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-muted">
          <Radio className="absolute inset-0 m-auto size-8 text-muted-foreground" aria-hidden />
          {picture && <img src={picture} alt="" className="relative size-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 items-start gap-3">
          {live && <EmbedPlayButton />}
          <div className="min-w-0 flex-1 space-y-1">
            <a href={pageUrl} target="_blank" rel="noopener" className="block truncate font-semibold hover:underline">
              {stream.title}
            </a>
            <p className="truncate text-sm text-muted-foreground">{stream.user.displayName}</p>
            <p data-embed-status role="status" className="text-sm">
              {live ? (
                <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">LIVE</span>
              ) : (
                STREAM_ENDED
              )}
            </p>
          </div>
          <EmbedSiteLink href={pageUrl} />
        </div>
      </div>
      {live && (
        <section aria-label="Live Chat" className="min-h-0 flex-1 overflow-y-auto rounded-md border p-2">
          <ol data-embed-chat className="space-y-1 text-sm" />
        </section>
      )}
    </main>
  )
}
