import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react'
import { usePlayerAudio } from '~/hooks/use-player-audio'
import { usePlayerAutoplay } from '~/hooks/use-player-autoplay'
import { usePlayerMediaSession } from '~/hooks/use-player-media-session'
import { usePlayerPersistence } from '~/hooks/use-player-persistence'
import { usePlayerPlayReport } from '~/hooks/use-player-play-report'
import { usePlayerShortcuts } from '~/hooks/use-player-shortcuts'
import { AudioPair } from '~/lib/player/audio-pair'
import { createPlayerActions } from '~/lib/player/player-actions'
import { playerReducer } from '~/lib/player/player-reducer'
import { initialPlayerState } from '~/lib/player/player-state'
import { PlayerContext } from './player-context'
import { prepareFirstPlay } from './prepare-first-play'

/**
 * Owns the app's audio: one sounding <audio> element and one loading the next track (lib/player/audio-pair.ts);
 * mounted in the root so page changes never restart the sound.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState)
  const [audio] = useState(() => new AudioPair())
  const autoplay = usePlayerAutoplay()
  const actions = useMemo(() => createPlayerActions(dispatch, autoplay), [autoplay])

  usePlayerAudio(audio, state, dispatch)
  usePlayerPersistence(state, dispatch)
  usePlayerPlayReport(state)
  usePlayerMediaSession(state, actions)
  usePlayerShortcuts(Boolean(state.currentTrack), actions)

  // Only while nothing is loaded: a track already in the element is never replaced before the listener chooses.
  const idle = !state.currentTrack
  const prepare = useCallback(
    ({ audioUrl }: { audioUrl: string }) => {
      if (idle) prepareFirstPlay(audio.sounding, audioUrl)
    },
    [audio, idle],
  )
  const value = useMemo(() => ({ ...actions, state, prepare }), [actions, state, prepare])
  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio ref={audio.refs[0]} preload="metadata" />
      <audio ref={audio.refs[1]} preload="none" />
    </PlayerContext.Provider>
  )
}
