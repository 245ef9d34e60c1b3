import { Link } from '@remix-run/react'
import { Play } from 'lucide-react'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'

/** Opens the track; the persistent player takes this over when it lands. */
export function TrackPlayButton({ track, className }: { track: Track; className?: string }) {
  return (
    <Link
      to={`/tracks/${track.id}`}
      aria-label={`Play ${track.title}`}
      className={cn('flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg', className)}
    >
      <Play className="h-5 w-5" aria-hidden />
    </Link>
  )
}
