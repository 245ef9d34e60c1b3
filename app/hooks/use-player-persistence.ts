import { startTransition, useEffect, useState, type Dispatch } from 'react'
import type { PlayerAction } from '~/lib/player/player-reducer'
import type { PlayerState } from '~/lib/player/player-state'
import { loadSavedPlayerState, loadSavedVolume, savePlayerState } from '~/lib/player/player-storage'

/** Restores the saved player once on load, then saves every change. */
export function usePlayerPersistence(state: PlayerState, dispatch: Dispatch<PlayerAction>) {
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    // A transition: this runs while the page may still be hydrating, and an urgent update would make any part still
    // waiting for its code throw its server HTML away (React: "received an update before it finished hydrating").
    startTransition(() => {
      dispatch({ type: 'restore', saved: loadSavedPlayerState(localStorage), volume: loadSavedVolume(localStorage) })
      setRestored(true)
    })
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
