import { useEffect, useRef, useState, type RefObject } from 'react'
import { usePlayer } from '~/hooks/use-player'
import type { VideoSegment } from '~/lib/queries/types'

/** The picture follows the sound; past this much apart it jumps to where the sound is. */
const MAX_DRIFT_SECONDS = 0.3

const covering = (segments: VideoSegment[], seconds: number) =>
  segments.find((segment) => seconds * 1000 >= segment.startMs && seconds * 1000 < segment.startMs + segment.durationMs)

/**
 * Keeps a muted <video> on the segment of a live recording's picture that covers the persistent player's time,
 * in step with it: play, pause and seeks follow, and it is moved when it drifts more than 0.3 s. The player's time
 * arrives a few times a second; between two reports the playhead is where the last report put it plus the time
 * since. Returns the segment shown, or null when the player is elsewhere or no segment covers its time.
 */
export function useRecordingPicture(
  videoRef: RefObject<HTMLVideoElement | null>,
  trackId: number,
  segments: VideoSegment[],
): VideoSegment | null {
  const { state } = usePlayer()
  const onThisTrack = state.currentTrack?.id === trackId
  const reported = useRef({ time: 0, at: 0 })
  const [segment, setSegment] = useState<VideoSegment | null>(null)

  useEffect(() => {
    reported.current = { time: state.currentTime, at: performance.now() }
  }, [state.currentTime])

  const { isPlaying, currentTime } = state
  useEffect(() => {
    const video = videoRef.current
    const playhead = () => reported.current.time + (isPlaying ? (performance.now() - reported.current.at) / 1000 : 0)
    const now = onThisTrack ? covering(segments, playhead()) : undefined
    setSegment(now ?? null)
    if (!video) return
    if (!now) {
      video.pause()
      return
    }
    const url = new URL(now.url, window.location.href).href
    if (video.src !== url) video.src = url
    const wanted = playhead() - now.startMs / 1000
    if (Math.abs(video.currentTime - wanted) > MAX_DRIFT_SECONDS) video.currentTime = wanted
    if (isPlaying && video.paused) video.play().catch(() => {})
    else if (!isPlaying && !video.paused) video.pause()
  }, [videoRef, onThisTrack, segments, isPlaying, currentTime])

  return segment
}
