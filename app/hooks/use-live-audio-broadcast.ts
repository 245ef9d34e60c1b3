import { useCallback, useEffect, useMemo, useRef } from 'react'
import { liveSocketUrl } from '~/components/live/socket-url'
import { useLiveSocket, type RetryPolicy } from './use-live-socket'

/** PRODUCT.md §4: Opus in WebM, in short slices, so listeners hear the host within a fraction of a second. */
const RECORDER_MIME = 'audio/webm;codecs=opus'
const SLICE_MS = 250
/** What waits for the relay to come back (about a minute at 128 kbit/s); past it the recording starts afresh. */
const MAX_WAITING_BYTES = 1024 * 1024

const relayRetryPolicy: RetryPolicy = { delay: () => 3000, connectTimeoutMs: 5000 }

/**
 * While live, records the host's microphone and sends the chunks to /audio?role=host. The recorder keeps running
 * while the relay reconnects and what it records meanwhile is sent first on return, so listeners and the recording
 * get one unbroken WebM stream; only a longer outage starts a fresh recording (a new header) instead.
 */
export function useLiveAudioBroadcast(streamId: number | null, audioTrack: MediaStreamTrack | null) {
  const recorder = useRef<MediaRecorder | null>(null)
  const waiting = useRef<{ chunks: Blob[]; bytes: number }>({ chunks: [], bytes: 0 })
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

  const deliver = useCallback(
    (chunk: Blob) => {
      const queue = waiting.current
      if (!queue.chunks.length && sendRef.current(chunk)) return
      if (queue.bytes + chunk.size > MAX_WAITING_BYTES) {
        waiting.current = { chunks: [], bytes: 0 }
        void stopRecorder()
        return
      }
      queue.chunks.push(chunk)
      queue.bytes += chunk.size
    },
    [stopRecorder],
  )

  const startRecorder = useCallback(() => {
    waiting.current = { chunks: [], bytes: 0 }
    if (!audioTrack || typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported(RECORDER_MIME)) return
    const next = new MediaRecorder(new MediaStream([audioTrack]), { mimeType: RECORDER_MIME })
    next.ondataavailable = (event) => {
      if (event.data.size) deliver(event.data)
    }
    next.start(SLICE_MS)
    recorder.current = next
  }, [audioTrack, deliver])

  const onOpen = useCallback(() => {
    if (!recorder.current) return startRecorder()
    const queue = waiting.current
    waiting.current = { chunks: [], bytes: 0 }
    for (const chunk of queue.chunks) sendRef.current(chunk)
  }, [startRecorder])

  const url = useMemo(() => (streamId && audioTrack ? liveSocketUrl('/audio', { streamId, role: 'host' }) : null), [streamId, audioTrack])
  const { send } = useLiveSocket({ url, policy: relayRetryPolicy, onOpen, onMessage: () => {} })
  sendRef.current = send

  // Another stream or microphone, or none: the next connection starts a fresh recording.
  useEffect(() => () => void stopRecorder(), [url, stopRecorder])

  /** Stops recording and waits until the last chunk is on its way: call before ending the stream. */
  return { finish: stopRecorder }
}
