/** A socket on this site (every live socket lives on the same host), wss when the page is https. */
export function liveSocketUrl(path: '/ws' | '/audio' | '/video', params: Record<string, string | number>): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  return `${protocol}//${location.host}${path}?${query}`
}

/**
 * A viewer's /audio or /video socket. `generation` counts the player's rebuilds: it only makes a rebuilt player's url
 * new, so its socket reconnects; the relay ignores it.
 */
export const listenerSocketUrl = (path: '/audio' | '/video', streamId: number, generation: number) =>
  liveSocketUrl(path, { streamId, role: 'listener', generation })
