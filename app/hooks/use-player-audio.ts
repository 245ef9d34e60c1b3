import { useEffect, type Dispatch, type RefObject } from 'react'
import type { PlayerAction } from '~/lib/player/player-reducer'
import type { PlayerState } from '~/lib/player/player-state'

/**
 * Binds the single <audio> element to the reducer: the element's events feed the state, and the state's
 * wishes (source, seek, play/pause, volume) command the element.
 */
export function usePlayerAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  state: PlayerState,
  dispatch: Dispatch<PlayerAction>,
) {
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const handlers: Record<string, () => void> = {
      timeupdate: () => dispatch({ type: 'timeUpdate', time: audio.currentTime }),
      durationchange: () => dispatch({ type: 'durationChange', duration: audio.duration }),
      play: () => dispatch({ type: 'playing' }),
      pause: () => dispatch({ type: 'paused' }),
      ended: () => dispatch({ type: 'ended' }),
      error: () => {
        console.error('Playback failed', audio.error)
        dispatch({ type: 'error' })
      },
    }
    for (const [event, handler] of Object.entries(handlers)) audio.addEventListener(event, handler)
    return () => {
      for (const [event, handler] of Object.entries(handlers)) audio.removeEventListener(event, handler)
    }
  }, [audioRef, dispatch])

  const source = state.currentTrack?.audioUrl
  // Declared before the seek and play effects so a new source is set before they run in the same commit.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    if (!source) audio.removeAttribute('src')
    else if (audio.getAttribute('src') !== source) audio.src = source
  }, [audioRef, source])

  const { seekRequest } = state
  useEffect(() => {
    const audio = audioRef.current
    // Before metadata has loaded this sets the start position, which is how a reload resumes.
    if (audio && seekRequest) audio.currentTime = seekRequest.time
  }, [audioRef, seekRequest])

  const { isPlaying } = state
  // No dependencies on purpose: the element may have stopped by itself (ended, restarted) since the last commit.
  // An element that has just ended waits for its 'ended' report: the reducer chooses what comes next, whereas
  // play() here would start the same track over from 0 because a render came between the end and its events.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio || !source) return
    if (isPlaying && audio.paused && !audio.ended) {
      audio.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.error('Playback failed', error)
        dispatch({ type: 'error' })
      })
    } else if (!isPlaying && !audio.paused) audio.pause()
  })

  const { volume } = state
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100
  }, [audioRef, volume])
}
