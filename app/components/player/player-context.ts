import { createContext } from 'react'
import type { PlayerActions } from '~/lib/player/player-actions'
import type { PlayerState, PlayerTrack } from '~/lib/player/player-state'

export type PlayerContextValue = PlayerActions & {
  state: PlayerState
  /** The listener is about to choose this track (pointer over or focus on its Play button): get ready to play it. */
  prepare: (track: Pick<PlayerTrack, 'streamUrl'>) => void
  /** The gain in dB bringing the current track to the same loudness as the others; null when none applies. */
  normalizationDb: number | null
}

export const PlayerContext = createContext<PlayerContextValue | null>(null)
