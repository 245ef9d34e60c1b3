import { useContext } from 'react'
import { PlayerContext } from '~/components/player/player-context'

/** The persistent player's state and actions (mounted once in the root). */
export function usePlayer() {
  const player = useContext(PlayerContext)
  if (!player) throw new Error('usePlayer must be used inside PlayerProvider')
  return player
}
