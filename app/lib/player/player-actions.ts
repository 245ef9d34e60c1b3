import type { Dispatch } from 'react'
import type { PlayerAction } from './player-reducer'
import { toPlayerTrack, type PlayableTrack } from './player-state'

/** What components may ask of the player; `autoplay` is the user's setting for choosing a track. */
export function createPlayerActions(dispatch: Dispatch<PlayerAction>, autoplay: boolean) {
  return {
    playTrack: (track: PlayableTrack) => dispatch({ type: 'playTrack', track: toPlayerTrack(track), autoplay }),
    playList: (tracks: readonly PlayableTrack[], index: number) =>
      dispatch({ type: 'playList', tracks: tracks.map(toPlayerTrack), index, autoplay }),
    shuffleList: (tracks: readonly PlayableTrack[]) =>
      dispatch({ type: 'shuffleList', tracks: tracks.map(toPlayerTrack), autoplay }),
    togglePlay: () => dispatch({ type: 'togglePlay' }),
    // Same transitions as the element's own reports: wanted state, which the provider applies to the element.
    resume: () => dispatch({ type: 'playing' }),
    pause: () => dispatch({ type: 'paused' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    addToQueue: (track: PlayableTrack) => dispatch({ type: 'addToQueue', track: toPlayerTrack(track) }),
    playNext: (track: PlayableTrack) => dispatch({ type: 'playNext', track: toPlayerTrack(track) }),
    clearQueue: () => dispatch({ type: 'clearQueue' }),
    toggleShuffle: () => dispatch({ type: 'toggleShuffle' }),
    cycleRepeat: () => dispatch({ type: 'cycleRepeat' }),
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    setVolume: (volume: number) => dispatch({ type: 'setVolume', volume }),
    seek: (time: number) => dispatch({ type: 'seek', time }),
    toggleMinimized: () => dispatch({ type: 'toggleMinimized' }),
  }
}

export type PlayerActions = ReturnType<typeof createPlayerActions>
