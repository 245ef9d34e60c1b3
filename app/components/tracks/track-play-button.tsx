import { Pause, Play } from 'lucide-react'
import { usePlayer } from '~/hooks/use-player'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'
import { useTrackList } from './playable-track-list'

/**
 * Plays the track in the persistent player, with the rest of its list queued when it sits in one; on the track
 * already playing it pauses and resumes.
 */
export function TrackPlayButton({ track, className }: { track: Track; className?: string }) {
  const { state, playTrack, playList, togglePlay, prepare } = usePlayer()
  const list = useTrackList()
  const isCurrent = state.currentTrack?.id === track.id
  const isPlaying = isCurrent && state.isPlaying
  const play = () => {
    const index = list?.findIndex((candidate) => candidate.id === track.id) ?? -1
    if (list && index >= 0) playList(list, index)
    else playTrack(track)
  }
  return (
    <button
      type="button"
      onClick={() => (isCurrent ? togglePlay() : play())}
      onPointerEnter={() => prepare(track)}
      onFocus={() => prepare(track)}
      aria-label={`${isPlaying ? 'Pause' : 'Play'} ${track.title}`}
      className={cn('play-button', className)}
    >
      {isPlaying ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
    </button>
  )
}
