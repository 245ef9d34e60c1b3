import type { RetryPolicy } from './live-socket'

/** The studio's signaling: 3 s after an error or a close, 5 s after a setup error; not open within 5 s is closed. */
export const signalingRetryPolicy: RetryPolicy = {
  connectTimeoutMs: 5000,
  delay: (reason) => (reason === 'setup' ? 5000 : 3000),
}

/** The viewer page's chat, with backoff: the first try after 5 s, then 10 s, 20 s, ... up to a minute. */
export const chatRetryPolicy: RetryPolicy = { delay: (_reason, attempt) => Math.min(5000 * 2 ** attempt, 60_000) }

/** The viewer page's audio: 2 s, 4 s, 8 s, then it gives up: the stream is most likely offline. */
export const audioRetryPolicy: RetryPolicy = {
  delay: (_reason, attempt) => (attempt < 3 ? 2000 * 2 ** attempt : null),
  connectTimeoutMs: 5000,
}

/** The viewer page's video is retried for as long as the room says video is live: 2 s, doubling, at most 10 s. */
export const videoRetryPolicy: RetryPolicy = {
  delay: (_reason, attempt) => Math.min(2000 * 2 ** attempt, 10_000),
  connectTimeoutMs: 5000,
}

/** The host's audio and video relays: every 3 s while live. */
export const relayRetryPolicy: RetryPolicy = { delay: () => 3000, connectTimeoutMs: 5000 }
