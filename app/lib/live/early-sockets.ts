/** WebSocket.OPEN, spelt out so the module needs no global WebSocket until it opens one. */
const OPEN = 1

/** A socket opened early and not adopted within this long is closed. */
const UNCLAIMED_MS = 10_000

interface EarlySocket {
  socket: WebSocket
  received: MessageEvent[]
  keep: (event: MessageEvent) => void
  timer: ReturnType<typeof setTimeout>
}

const early = new Map<string, EarlySocket>()

/**
 * Opens a socket before anyone asks for it (the viewer page's media sockets, while the page still hydrates), keeping
 * what it receives until `adoptEarlySocket` hands it over.
 */
export function openEarlySocket(url: string, createSocket = (url: string) => new WebSocket(url)) {
  if (early.has(url)) return
  const socket = createSocket(url)
  socket.binaryType = 'arraybuffer'
  const received: MessageEvent[] = []
  const keep = (event: MessageEvent) => {
    received.push(event)
  }
  socket.addEventListener('message', keep)
  const timer = setTimeout(() => {
    early.delete(url)
    socket.removeEventListener('message', keep)
    socket.close(1000)
  }, UNCLAIMED_MS)
  early.set(url, { socket, received, keep, timer })
}

/**
 * The socket opened early for `url`, while it is still connecting or open, else null. The caller sets its `onopen`
 * and `onmessage` in the same task: a microtask then tells them of an open that already happened and of everything
 * received meanwhile, in order, before any later frame.
 */
export function adoptEarlySocket(url: string): WebSocket | null {
  const entry = early.get(url)
  if (!entry) return null
  early.delete(url)
  clearTimeout(entry.timer)
  const { socket, received, keep } = entry
  if (socket.readyState > OPEN) {
    socket.removeEventListener('message', keep)
    return null
  }
  queueMicrotask(() => {
    socket.removeEventListener('message', keep)
    if (socket.readyState === OPEN) socket.onopen?.(new Event('open'))
    for (const event of received) socket.onmessage?.(event)
  })
  return socket
}
