import { Link } from '@remix-run/react'
import { Music } from 'lucide-react'
import type { Track } from '~/lib/queries/types'
import { formatDuration, formatQuantity } from '~/lib/format'
import { TrackMenu } from './track-menu'
import { TrackPlayButton } from './track-play-button'

export function TrackCard({ track }: { track: Track }) {
  return (
    <article className="group flex flex-col gap-2 rounded-lg border bg-card p-3">
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {track.coverUrl ? (
          <img src={track.coverUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <Music className="absolute inset-0 m-auto h-10 w-10 text-muted-foreground" aria-hidden />
        )}
        <TrackPlayButton track={track} className="absolute bottom-2 right-2" />
      </div>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          {/* Block links a line of 24 px each: touch targets of at least 24 px that do not overlap (WCAG 2.5.8). */}
          <h3 className="font-semibold">
            <Link to={`/tracks/${track.id}`} className="block truncate leading-6 hover:underline">
              {track.title}
            </Link>
          </h3>
          <Link
            to={`/profile/${track.userId}`}
            className="block truncate text-sm leading-6 text-muted-foreground hover:underline"
          >
            {track.artistName}
          </Link>
          <p className="mt-1 text-xs text-muted-foreground">
            {formatDuration(track.duration)} · {formatQuantity(track.playCount, 'play')}
          </p>
        </div>
        <TrackMenu track={track} className="-mr-1 shrink-0" />
      </div>
    </article>
  )
}

export function TrackCardSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3" aria-hidden>
      <div className="aspect-square animate-pulse rounded-md bg-muted" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
    </div>
  )
}
