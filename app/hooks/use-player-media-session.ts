import { useEffect } from 'react'
import type { PlayerActions } from '~/lib/player/player-actions'
import type { PlayerState } from '~/lib/player/player-state'

const hasMediaSession = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator

/** Lock screen, notification and hardware media keys (Media Session API). */
export function usePlayerMediaSession(
  { currentTrack, isPlaying, currentTime, duration }: PlayerState,
  actions: PlayerActions,
) {
  useEffect(() => {
    if (!hasMediaSession()) return
    navigator.mediaSession.metadata = currentTrack
      ? new MediaMetadata({
          title: currentTrack.title,
          artist: currentTrack.artistName,
          artwork: currentTrack.coverUrl ? [{ src: new URL(currentTrack.coverUrl, location.href).href }] : [],
        })
      : null
  }, [currentTrack])

  useEffect(() => {
    if (hasMediaSession())
      navigator.mediaSession.playbackState = currentTrack ? (isPlaying ? 'playing' : 'paused') : 'none'
  }, [currentTrack, isPlaying])

  useEffect(() => {
    if (!hasMediaSession()) return
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', actions.resume],
      ['pause', actions.pause],
      ['previoustrack', actions.previous],
      ['nexttrack', actions.next],
      ['seekto', (details) => details.seekTime !== undefined && actions.seek(details.seekTime)],
    ]
    for (const [action, handler] of handlers) setHandler(action, handler)
    return () => {
      for (const [action] of handlers) setHandler(action, null)
    }
  }, [actions])

  const wholeSecond = Math.floor(currentTime)
  useEffect(() => {
    if (!hasMediaSession() || !currentTrack || !(duration > 0)) return
    try {
      navigator.mediaSession.setPositionState({ duration, position: Math.min(wholeSecond, duration), playbackRate: 1 })
    } catch (error) {
      console.error('Could not update the media session position', error)
    }
  }, [currentTrack, duration, wholeSecond])
}

/** Browsers throw for actions they do not support. */
function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    navigator.mediaSession.setActionHandler(action, handler)
  } catch {
    // unsupported action: nothing to bind
  }
}
