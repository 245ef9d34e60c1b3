import { createContext } from 'react'
import type { PlayerActions } from '~/lib/player/player-actions'
import type { PlayerState } from '~/lib/player/player-state'

export type PlayerContextValue = PlayerActions & { state: PlayerState }

export const PlayerContext = createContext<PlayerContextValue | null>(null)
