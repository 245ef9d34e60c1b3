import { Pause, Play } from 'lucide-react'
import { usePlayer } from '~/hooks/use-player'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'

/** Plays the track in the persistent player; on the track already playing it pauses and resumes. */
export function TrackPlayButton({ track, className }: { track: Track; className?: string }) {
  const { state, playTrack, togglePlay } = usePlayer()
  const isCurrent = state.currentTrack?.id === track.id
  const isPlaying = isCurrent && state.isPlaying
  return (
    <button
      type="button"
      onClick={() => (isCurrent ? togglePlay() : playTrack(track))}
      aria-label={`${isPlaying ? 'Pause' : 'Play'} ${track.title}`}
      className={cn(
        'flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {isPlaying ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
    </button>
  )
}
