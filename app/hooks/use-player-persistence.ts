import { useEffect, useState, type Dispatch } from 'react'
import type { PlayerAction } from '~/lib/player/player-reducer'
import type { PlayerState } from '~/lib/player/player-state'
import { loadSavedPlayerState, loadSavedVolume, savePlayerState } from '~/lib/player/player-storage'

/** Restores the saved player once on load (SPEC §4), then saves every change. */
export function usePlayerPersistence(state: PlayerState, dispatch: Dispatch<PlayerAction>) {
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    dispatch({ type: 'restore', saved: loadSavedPlayerState(localStorage), volume: loadSavedVolume(localStorage) })
    setRestored(true)
  }, [dispatch])

  useEffect(() => {
    if (!restored) return
    try {
      savePlayerState(localStorage, state)
    } catch (error) {
      console.error('Could not save the player state', error)
    }
  }, [restored, state])
}
