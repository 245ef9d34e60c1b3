import { startTransition, useEffect, useRef, type Dispatch } from 'react'
import type { AudioPair } from '~/lib/player/audio-pair'
import { upcomingTrack, type PlayerAction } from '~/lib/player/player-reducer'
import type { PlayerState } from '~/lib/player/player-state'

/** How long before the end of a track the next one in the queue starts loading. */
export const PRELOAD_LEAD_SECONDS = 30

/** Starts the element; a failure other than an interruption by another command stops the player. */
function startPlaying(audio: HTMLAudioElement, dispatch: Dispatch<PlayerAction>) {
  audio.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return
    console.error('Playback failed', error)
    dispatch({ type: 'error' })
  })
}

/**
 * Binds the sounding <audio> element to the reducer: its events feed the state, and the state's wishes (source,
 * seek, play/pause, volume) command it. The waiting element loads the next track near the end of this one and, when
 * this one ends, starts at once in its place (docs/decisions/038-the-next-track-waits-in-a-second-audio-element.md).
 */
export function usePlayerAudio(pair: AudioPair, state: PlayerState, dispatch: Dispatch<PlayerAction>) {
  const upcoming = upcomingTrack(state)?.streamUrl
  const upcomingRef = useRef(upcoming)
  useEffect(() => {
    upcomingRef.current = upcoming
  })

  useEffect(() => {
    const handlers: Record<string, (audio: HTMLAudioElement) => void> = {
      // At the end of a track, its last time and its pause come in the task of its 'ended' and are left to it: that
      // one report, rendered as a transition, lets the next track's own start through while React renders.
      timeupdate: (audio) => {
        if (!audio.ended) dispatch({ type: 'timeUpdate', time: audio.currentTime })
      },
      durationchange: (audio) => dispatch({ type: 'durationChange', duration: audio.duration }),
      play: () => dispatch({ type: 'playing' }),
      pause: (audio) => {
        if (!audio.ended) dispatch({ type: 'paused' })
      },
      ended: () => {
        // Started here, in the ending's own task: waiting for the render that follows would open a gap.
        if (upcomingRef.current && pair.swapTo(upcomingRef.current) && pair.sounding)
          startPlaying(pair.sounding, dispatch)
        startTransition(() => dispatch({ type: 'ended' }))
      },
      error: (audio) => {
        console.error('Playback failed', audio.error)
        dispatch({ type: 'error' })
      },
    }
    // The waiting element's own reports (its loading, a pause as it hands over) are not the player's.
    const listeners = Object.entries(handlers).map(([event, handler]) => {
      const listener = ({ target }: Event) => {
        const sounding = pair.sounding
        if (sounding && target === sounding) handler(sounding)
      }
      return [event, listener] as const
    })
    for (const audio of pair.all) for (const [event, listener] of listeners) audio.addEventListener(event, listener)
    return () => {
      for (const audio of pair.all)
        for (const [event, listener] of listeners) audio.removeEventListener(event, listener)
    }
  }, [pair, dispatch])

  const source = state.currentTrack?.streamUrl
  // Declared before the seek and play effects so a new source is set before they run in the same commit.
  // A track the waiting element loaded ahead (Next pressed near the end) takes over from its beginning at once.
  useEffect(() => {
    const audio = pair.sounding
    if (!audio) return
    if (!source) audio.removeAttribute('src')
    else if (audio.getAttribute('src') === source) return
    else if (pair.swapTo(source)) audio.pause()
    else audio.src = source
  }, [pair, source])

  const { seekRequest } = state
  useEffect(() => {
    const audio = pair.sounding
    if (!audio || !seekRequest) return
    if (seekRequest.time === 0 && pair.takeStartedFromBeginning()) return
    // Before metadata has loaded this sets the start position, which is how a reload resumes.
    audio.currentTime = seekRequest.time
  }, [pair, seekRequest])

  const { currentTime, duration } = state
  const nearTheEnd = Boolean(source) && duration > 0 && duration - currentTime <= PRELOAD_LEAD_SECONDS
  useEffect(() => {
    if (nearTheEnd && upcoming) pair.preload(upcoming)
  }, [pair, nearTheEnd, upcoming])

  const { isPlaying } = state
  // No dependencies on purpose: the element may have stopped by itself (ended, restarted) since the last commit.
  // An element that has just ended waits for its 'ended' report: the reducer chooses what comes next, whereas
  // play() here would start the same track over from 0 because a render came between the end and its events.
  useEffect(() => {
    const audio = pair.sounding
    if (!audio || !source) return
    if (isPlaying && audio.paused && !audio.ended) startPlaying(audio, dispatch)
    else if (!isPlaying && !audio.paused) audio.pause()
  })

  const { volume } = state
  useEffect(() => {
    for (const audio of pair.all) audio.volume = volume / 100
  }, [pair, volume])
}
