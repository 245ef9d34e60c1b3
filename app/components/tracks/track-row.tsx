import { Link } from '@remix-run/react'
import { Music } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDuration } from '~/lib/format'
import type { Track } from '~/lib/queries/types'
import { TrackPlayButton } from './track-play-button'

/** A track as one line of a list (history, playlist), with room for the list's own actions. */
export function TrackRow({ track, detail, actions }: { track: Track; detail?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card p-2 pr-3">
      <div className="relative h-12 w-12 shrink-0 overflow-hidden rounded-md bg-muted">
        {track.coverUrl ? (
          <img src={track.coverUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <Music className="absolute inset-0 m-auto h-5 w-5 text-muted-foreground" aria-hidden />
        )}
      </div>
      <TrackPlayButton track={track} className="h-9 w-9 shrink-0 shadow-none" />
      <div className="min-w-0 flex-1">
        <Link to={`/tracks/${track.id}`} className="block truncate font-medium hover:underline">
          {track.title}
        </Link>
        <Link to={`/profile/${track.userId}`} className="block truncate text-sm text-muted-foreground hover:underline">
          {track.artistName}
        </Link>
      </div>
      {detail && <span className="hidden text-sm text-muted-foreground sm:inline">{detail}</span>}
      <span className="text-sm tabular-nums text-muted-foreground">{formatDuration(track.duration)}</span>
      {actions}
    </li>
  )
}
