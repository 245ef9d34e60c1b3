import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react'
import { usePlayerAudio } from '~/hooks/use-player-audio'
import { usePlayerAutoplay } from '~/hooks/use-player-autoplay'
import { usePlayerMediaSession } from '~/hooks/use-player-media-session'
import { usePlayerNormalization } from '~/hooks/use-player-normalization'
import { usePlayerPersistence } from '~/hooks/use-player-persistence'
import { usePlayerPlayReport } from '~/hooks/use-player-play-report'
import { usePlayerRadio } from '~/hooks/use-player-radio'
import { usePlayerShortcuts } from '~/hooks/use-player-shortcuts'
import { AudioPair } from '~/lib/player/audio-pair'
import { createPlayerActions } from '~/lib/player/player-actions'
import { playerReducer } from '~/lib/player/player-reducer'
import { initialPlayerState } from '~/lib/player/player-state'
import { PlayerContext } from './player-context'
import { prepareFirstPlay } from './prepare-first-play'

/**
 * Owns the app's audio: one sounding <audio> element and one loading the next track (lib/player/audio-pair.ts),
 * each through its loudness gain (lib/player/normalizing-graph.ts); mounted in the root so page changes never restart
 * the sound.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState)
  const [audio] = useState(() => new AudioPair())
  const autoplay = usePlayerAutoplay()
  // Settings still loading count as on, the default: the actions keep their identity when they arrive saying so.
  const startsSound = autoplay ?? true
  const actions = useMemo(() => createPlayerActions(dispatch, startsSound), [startsSound])

  usePlayerAudio(audio, state, dispatch)
  usePlayerRadio(state, dispatch, autoplay === true)
  const normalizationDb = usePlayerNormalization(audio, state)
  usePlayerPersistence(state, dispatch)
  usePlayerPlayReport(state)
  usePlayerMediaSession(state, actions)
  usePlayerShortcuts(Boolean(state.currentTrack), actions)

  // Only while nothing is loaded: a track already in the element is never replaced before the listener chooses.
  const idle = !state.currentTrack
  const prepare = useCallback(
    ({ streamUrl }: { streamUrl: string }) => {
      if (idle) prepareFirstPlay(audio.sounding, streamUrl)
    },
    [audio, idle],
  )
  const value = useMemo(
    () => ({ ...actions, state, prepare, normalizationDb }),
    [actions, state, prepare, normalizationDb],
  )
  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio ref={audio.refs[0]} preload="metadata" />
      <audio ref={audio.refs[1]} preload="none" />
    </PlayerContext.Provider>
  )
}
