import { usePlayer } from '~/hooks/use-player'
import type { PlayerTrack } from '~/lib/player/player-state'

/** Plays the track in the persistent player from a moment: a pinned comment's time. */
export function usePlayFrom(track: PlayerTrack) {
  const { state, playTrack, seek, resume } = usePlayer()
  return (seconds: number) => {
    if (state.currentTrack?.id !== track.id) playTrack(track)
    seek(seconds)
    // An explicit "play from here", whatever the autoplay setting says about choosing a track.
    resume()
  }
}

/** The moment of this track (in whole seconds) the player is at while it plays it; null otherwise. */
export function usePlayingTime(track: Pick<PlayerTrack, 'id' | 'duration'> | undefined): number | null {
  const { state } = usePlayer()
  if (!track || state.currentTrack?.id !== track.id || !state.isPlaying) return null
  return Math.min(Math.floor(state.currentTime), Math.floor(track.duration))
}
