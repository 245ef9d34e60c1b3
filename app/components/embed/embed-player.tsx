import { Music } from 'lucide-react'
import type { ReactNode } from 'react'
import { SITE_NAME } from '~/lib/meta/page-meta'
import { EmbedPlayButton } from './embed-play-button'

export interface EmbedPlayerTrack {
  title: string
  artistName: string
  coverUrl: string | null
  /** The full page, opened in a new tab. */
  pageUrl: string
}

/** The linked site name every embed carries, opening the full page in a new tab. */
export function EmbedSiteLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="shrink-0 text-xs font-semibold text-link hover:underline">
      {SITE_NAME}
    </a>
  )
}

/**
 * The compact player's head: cover, play/pause, the title linking to the full page, the artist, and below them
 * `children` (the seek bar); the site's name links to `siteUrl`, the page the embed is of. The script marks the root
 * `data-playing` while sound plays.
 */
export function EmbedPlayer({
  track,
  siteUrl,
  children,
}: {
  track: EmbedPlayerTrack
  siteUrl: string
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 gap-3">
      <div className="relative aspect-square h-[8.5rem] shrink-0 overflow-hidden rounded-md bg-muted max-[420px]:h-20">
        <Music className="absolute inset-0 m-auto size-10 text-muted-foreground" aria-hidden />
        <img
          data-embed-cover
          src={track.coverUrl ?? undefined}
          hidden={!track.coverUrl}
          alt=""
          className="relative size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <EmbedPlayButton />
          <div className="min-w-0 flex-1">
            <a
              data-embed-title
              href={track.pageUrl}
              target="_blank"
              rel="noopener"
              className="block truncate font-semibold hover:underline"
            >
              {track.title}
            </a>
            <p data-embed-artist className="truncate text-sm text-muted-foreground">
              {track.artistName}
            </p>
          </div>
          <EmbedSiteLink href={siteUrl} />
        </div>
        {children}
      </div>
    </div>
  )
}
