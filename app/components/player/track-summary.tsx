import { Link } from '@remix-run/react'
import { Music } from 'lucide-react'
import type { PlayerTrack } from '~/lib/player/player-state'
import { cn } from '~/lib/utils'

/** Cover, title (to the track page) and artist (to the artist's page) of what is playing. */
export function TrackSummary({
  track,
  withCover = true,
  className,
}: {
  track: PlayerTrack | null
  withCover?: boolean
  className?: string
}) {
  if (!track) return <p className={cn('truncate text-sm text-muted-foreground', className)}>Nothing playing</p>
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      {withCover && (
        <div className="relative hidden h-12 w-12 shrink-0 overflow-hidden rounded bg-muted sm:block">
          {track.coverUrl ? (
            <img src={track.coverUrl} alt="" className="h-full w-full object-cover" />
          ) : (
            <Music className="absolute inset-0 m-auto h-5 w-5 text-muted-foreground" aria-hidden />
          )}
        </div>
      )}
      <div className="min-w-0">
        <Link to={`/tracks/${track.id}`} className="block truncate text-sm font-semibold hover:underline">
          {track.title}
        </Link>
        <Link to={`/user/${track.userId}`} className="block truncate text-xs text-muted-foreground hover:underline">
          {track.artistName}
        </Link>
      </div>
    </div>
  )
}
