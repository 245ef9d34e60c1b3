import { openEarlySocket } from './early-sockets'
import { browserMediaSources, liveMediaSourceIn } from './live-media-source'
import { listenerSocketUrl } from './socket-url'

/** The attribute in which the server-rendered page of a live stream names the stream (app/routes/stream.$id.tsx). */
const LIVE_STREAM_ATTRIBUTE = 'data-live-stream'

/**
 * On the first load of a live stream's page, opens its /audio and /video listener sockets as soon as the route module
 * runs (module scripts run once the HTML is parsed, before React hydrates), so the relay's header and current Cluster
 * have arrived by the time the players start; their hooks adopt the sockets (app/lib/live/early-sockets.ts).
 */
export function openStreamSocketsEarly(page: Document) {
  const streamId = Number(page.querySelector(`[${LIVE_STREAM_ATTRIBUTE}]`)?.getAttribute(LIVE_STREAM_ATTRIBUTE))
  if (!streamId || !liveMediaSourceIn(browserMediaSources())) return
  openEarlySocket(listenerSocketUrl('/audio', streamId, 0))
  openEarlySocket(listenerSocketUrl('/video', streamId, 0))
}
