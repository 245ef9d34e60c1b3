import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { MediaChannel } from '../../contracts/room'
import { liveSocketUrl } from '~/lib/live/socket-url'
import { relayRetryPolicy } from '~/lib/live/retry-policies'
import { useLiveSocket } from './use-live-socket'

/** Short slices, so listeners and viewers get the host within a fraction of a second. */
const SLICE_MS = 250
/**
 * What waits for the relay to come back (about a minute of audio at 128 kbit/s); past it the recording starts afresh.
 */
const MAX_WAITING_BYTES = 1024 * 1024

/**
 * The room knows a new recording by the EBML id in the first 4 bytes of a connection's first frame, but Chromium's
 * video recorder hands out the header's very first byte as a slice of its own: the opening slices travel together.
 */
const OPENING_MIN_BYTES = 4

export interface BroadcastRecorder {
  options: MediaRecorderOptions & { mimeType: string }
  /** Changes with the track when a new track must start a new recording on a new connection (camera ↔ screen). */
  connection?: string
}

/**
 * While live, records one track and sends the chunks to /audio or /video with role=host. The recorder keeps running
 * while the relay reconnects and what it records meanwhile is sent first on return, so listeners and the recording
 * get one unbroken WebM stream; only a longer outage starts a fresh recording (a new header) instead.
 */
export function useLiveMediaBroadcast(
  channel: MediaChannel,
  streamId: number | null,
  track: MediaStreamTrack | null,
  recorder: BroadcastRecorder,
) {
  const current = useRef<MediaRecorder | null>(null)
  const waiting = useRef<{ chunks: Blob[]; bytes: number }>({ chunks: [], bytes: 0 })
  const sendRef = useRef<(data: Blob) => boolean>(() => false)
  const { options, connection } = recorder

  const stopRecorder = useCallback(() => {
    const running = current.current
    current.current = null
    if (!running || running.state === 'inactive') return Promise.resolve()
    // The last dataavailable comes before stop, so awaiting stop means every chunk has been handed to the socket.
    return new Promise<void>((resolve) => {
      running.addEventListener('stop', () => resolve(), { once: true })
      running.stop()
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
    if (!track || typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported(options.mimeType)) return
    const next = new MediaRecorder(new MediaStream([track]), options)
    let opening: Blob[] | null = []
    next.ondataavailable = (event) => {
      if (!event.data.size) return
      if (!opening) return deliver(event.data)
      opening.push(event.data)
      const joined = new Blob(opening)
      if (joined.size < OPENING_MIN_BYTES && next.state !== 'inactive') return
      opening = null
      deliver(joined)
    }
    next.start(SLICE_MS)
    current.current = next
  }, [track, options, deliver])

  const onOpen = useCallback(() => {
    if (!current.current) return startRecorder()
    const queue = waiting.current
    waiting.current = { chunks: [], bytes: 0 }
    for (const chunk of queue.chunks) sendRef.current(chunk)
  }, [startRecorder])

  const url = useMemo(() => {
    if (!streamId || !track) return null
    return liveSocketUrl(`/${channel}`, { streamId, role: 'host', ...(connection ? { connection } : {}) })
  }, [channel, streamId, track, connection])
  const { send } = useLiveSocket({ url, policy: relayRetryPolicy, onOpen, onMessage: () => {} })
  sendRef.current = send

  // Another stream or track, or none: the next connection starts a fresh recording.
  useEffect(() => () => void stopRecorder(), [url, stopRecorder])

  /** Stops recording and waits until the last chunk is on its way: call before ending the stream. */
  return { finish: stopRecorder }
}
