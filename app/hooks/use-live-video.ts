import { useCallback, useEffect, useState } from 'react'
import { browserMediaSources, liveMediaSourceIn } from '~/lib/live/live-media-source'
import { MediaSourceFeed, VIDEO_LIVE_EDGE } from '~/lib/live/media-source-feed'
import { listenerSocketUrl } from '~/lib/live/socket-url'
import { webmTypeOf } from '~/lib/live/webm-codecs'
import { videoRetryPolicy } from '~/lib/live/retry-policies'
import { useLiveSocket } from './use-live-socket'

const MAX_DECODER_RESTARTS = 3

/**
 * The viewer page's picture from /video?role=listener, in a muted <video> (the sound comes from /audio, with the
 * meters and volume). `watching` false (no video live, or 'Audio only') closes the socket.
 */
export function useLiveVideo(streamId: number, watching: boolean) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null)
  const [feed, setFeed] = useState<MediaSourceFeed | null>(null)
  const [showing, setShowing] = useState(false)
  // Each decoder failure rebuilds the feed on a fresh relay connection (header first); a few, then the page stays on
  // audio.
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    if (!watching || !element || generation > MAX_DECODER_RESTARTS || !liveMediaSourceIn(browserMediaSources())) return
    const onError = (error: unknown) => {
      console.error('Live video decoding failed', error)
      setGeneration((current) => current + 1)
    }
    const next = new MediaSourceFeed(element, webmTypeOf, onError, VIDEO_LIVE_EDGE)
    setFeed(next)
    return () => {
      next.dispose()
      setFeed(null)
      setShowing(false)
    }
  }, [watching, element, generation])

  // Muted, so it may start without a click; the first frame shows the video in place of the radio picture.
  useEffect(() => {
    if (!element || !feed) return
    const show = () => setShowing(true)
    element.addEventListener('loadeddata', show)
    return () => element.removeEventListener('loadeddata', show)
  }, [element, feed])

  const onMessage = useCallback(
    (data: string | ArrayBuffer) => {
      if (typeof data === 'string' || !feed) return
      feed.append(data)
      if (element?.paused) element.play().catch((error: unknown) => console.info('Live video did not start yet', error))
    },
    [feed, element],
  )

  const url = feed ? listenerSocketUrl('/video', streamId, generation) : null
  useLiveSocket({ url, policy: videoRetryPolicy, onMessage })

  return { ref: setElement, showing }
}
