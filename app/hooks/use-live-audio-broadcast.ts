import { useCallback, useEffect, useMemo, useRef } from 'react'
import { liveSocketUrl } from '~/components/live/socket-url'
import { useLiveSocket, type RetryPolicy } from './use-live-socket'

/** PRODUCT.md §4: Opus in WebM, in short slices, so listeners hear the host within a fraction of a second. */
const RECORDER_MIME = 'audio/webm;codecs=opus'
const SLICE_MS = 250

const relayRetryPolicy: RetryPolicy = { delay: () => 3000, connectTimeoutMs: 5000 }

/**
 * While live, records the host's microphone and sends the chunks to /audio?role=host. Each (re)connection starts a
 * fresh recording, so the relay's first chunk is always a container header.
 */
export function useLiveAudioBroadcast(streamId: number | null, audioTrack: MediaStreamTrack | null) {
  const recorder = useRef<MediaRecorder | null>(null)
  const sendRef = useRef<(data: Blob) => boolean>(() => false)

  const stopRecorder = useCallback(() => {
    const current = recorder.current
    recorder.current = null
    if (!current || current.state === 'inactive') return Promise.resolve()
    // The last dataavailable comes before stop, so awaiting stop means every chunk has been handed to the socket.
    return new Promise<void>((resolve) => {
      current.addEventListener('stop', () => resolve(), { once: true })
      current.stop()
    })
  }, [])

  const startRecorder = useCallback(() => {
    void stopRecorder()
    if (!audioTrack || typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported(RECORDER_MIME)) return
    const next = new MediaRecorder(new MediaStream([audioTrack]), { mimeType: RECORDER_MIME })
    next.ondataavailable = (event) => {
      if (event.data.size) sendRef.current(event.data)
    }
    next.start(SLICE_MS)
    recorder.current = next
  }, [audioTrack, stopRecorder])

  const url = useMemo(() => (streamId && audioTrack ? liveSocketUrl('/audio', { streamId, role: 'host' }) : null), [streamId, audioTrack])
  const { state, send } = useLiveSocket({ url, policy: relayRetryPolicy, onOpen: startRecorder, onMessage: () => {} })
  sendRef.current = send

  useEffect(() => {
    if (state !== 'open') void stopRecorder()
  }, [state, stopRecorder])

  useEffect(() => () => void stopRecorder(), [stopRecorder])

  /** Stops recording and waits until the last chunk is on its way: call before ending the stream. */
  return { finish: stopRecorder }
}
