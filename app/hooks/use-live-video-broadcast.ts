import { useEffect, useMemo, useState } from 'react'
import { useLiveMediaBroadcast, type BroadcastRecorder } from './use-live-media-broadcast'

/**
 * The picture only: the sound already goes to /audio, where the viewer page's meters, volume and the recording take
 * it, so it travels once. VP8 first: it costs the host's CPU least.
 */
const VIDEO_TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9']
/** About 600 kbit/s at 480p (ADR 015), with a key frame each second so a late viewer starts within one. */
const VIDEO_OPTIONS = { videoBitsPerSecond: 600_000, videoKeyFrameIntervalDuration: 1000 }
const AT_MOST_480P: MediaTrackConstraints = { height: { max: 480 }, frameRate: { max: 30 } }

const supportedVideoType = () =>
  typeof MediaRecorder === 'undefined' ? undefined : VIDEO_TYPES.find((type) => MediaRecorder.isTypeSupported(type))

/**
 * While live with the camera on or a screen shared, what the studio shows goes to /video for every viewer of
 * /stream/{id}. It records a copy of the track scaled to at most 480p, so the preview and the studio's peers keep
 * their full picture; a switch between camera and screen starts a new recording on a new connection.
 */
export function useLiveVideoBroadcast(streamId: number | null, videoTrack: MediaStreamTrack | null, showing: boolean) {
  const [copy, setCopy] = useState<MediaStreamTrack | null>(null)
  useEffect(() => {
    if (!streamId || !videoTrack || !showing) return setCopy(null)
    const next = videoTrack.clone()
    next
      .applyConstraints(AT_MOST_480P)
      .catch((error: unknown) => console.info('The video stays at its own size', error))
    setCopy(next)
    return () => next.stop()
  }, [streamId, videoTrack, showing])

  const mimeType = useMemo(supportedVideoType, [])
  const recorder = useMemo<BroadcastRecorder>(
    () => ({ options: { mimeType: mimeType ?? VIDEO_TYPES[0], ...VIDEO_OPTIONS }, connection: copy?.id }),
    [mimeType, copy],
  )
  return useLiveMediaBroadcast('video', streamId, mimeType ? copy : null, recorder)
}
