import { useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react'
import { usePlayerAudio } from '~/hooks/use-player-audio'
import { usePlayerAutoplay } from '~/hooks/use-player-autoplay'
import { usePlayerMediaSession } from '~/hooks/use-player-media-session'
import { usePlayerPersistence } from '~/hooks/use-player-persistence'
import { usePlayerPlayReport } from '~/hooks/use-player-play-report'
import { usePlayerShortcuts } from '~/hooks/use-player-shortcuts'
import { createPlayerActions } from '~/lib/player/player-actions'
import { playerReducer } from '~/lib/player/player-reducer'
import { initialPlayerState } from '~/lib/player/player-state'
import { PlayerContext } from './player-context'
import { prepareFirstPlay } from './prepare-first-play'

/** Owns the one <audio> element of the app; mounted in the root so page changes never restart the sound. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState)
  const audioRef = useRef<HTMLAudioElement>(null)
  const autoplay = usePlayerAutoplay()
  const actions = useMemo(() => createPlayerActions(dispatch, autoplay), [autoplay])

  usePlayerAudio(audioRef, state, dispatch)
  usePlayerPersistence(state, dispatch)
  usePlayerPlayReport(state)
  usePlayerMediaSession(state, actions)
  usePlayerShortcuts(Boolean(state.currentTrack), actions)

  // Only while nothing is loaded: a track already in the element is never replaced before the listener chooses.
  const idle = !state.currentTrack
  const prepare = useCallback(
    ({ audioUrl }: { audioUrl: string }) => {
      if (idle) prepareFirstPlay(audioRef.current, audioUrl)
    },
    [idle],
  )
  const value = useMemo(() => ({ ...actions, state, prepare }), [actions, state, prepare])
  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio ref={audioRef} preload="metadata" />
    </PlayerContext.Provider>
  )
}
