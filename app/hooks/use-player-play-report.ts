import { useEffect, useRef } from 'react'
import { apiRequest } from '~/lib/api-client'
import type { PlayerState } from '~/lib/player/player-state'

/** A play counts after 5 s of playback (docs/product/rules.md#plays). */
export const PLAY_REPORT_SECONDS = 5
/** A jump larger than this between two time updates is a seek, not listening. */
const MAX_TICK_SECONDS = 1.5

/** Reports each play (one per playId) once the listener has heard 5 s of it. */
export function usePlayerPlayReport({ currentTrack, currentTime, isPlaying, playId }: PlayerState) {
  const listen = useRef({ playId: -1, heard: 0, lastTime: 0, reported: false })

  useEffect(() => {
    if (!currentTrack) return
    const current = listen.current
    if (current.playId !== playId) Object.assign(current, { playId, heard: 0, lastTime: currentTime, reported: false })
    const tick = currentTime - current.lastTime
    current.lastTime = currentTime
    if (!isPlaying || current.reported || tick <= 0 || tick > MAX_TICK_SECONDS) return
    current.heard += tick
    if (current.heard < PLAY_REPORT_SECONDS) return
    current.reported = true
    // apiRequest logs a failure; a missed count must not disturb playback.
    apiRequest('POST', `/api/tracks/${currentTrack.id}/play`).catch(() => undefined)
  }, [currentTrack, currentTime, isPlaying, playId])
}
