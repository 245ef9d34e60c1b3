import WebSocket from 'ws'

/**
 * `ws` clients: Node 20's own WebSocket costs the generator several times more CPU per frame, and the generator
 * shares the machine's two cores with the server it measures. Text frames arrive as strings, binary ones as Buffers.
 */
export function openSocket(
  url: string,
  onMessage?: (data: string | Buffer) => void,
  headers?: Record<string, string>,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, headers })
    if (onMessage) socket.on('message', (data: Buffer, isBinary) => onMessage(isBinary ? data : data.toString()))
    socket.once('open', () => resolve(socket))
    socket.once('error', () => reject(new Error(`could not open ${url}`)))
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!condition() && Date.now() < deadline) await sleep(50)
  return condition()
}

let addresses = 0
/**
 * A client address of its own (`wrangler dev`, like Cloudflare's edge, takes it from CF-Connecting-IP): the room
 * allows 10 sockets per address per stream and limits chat per address, as it would for that many real people.
 */
export function ownAddress(): Record<string, string> {
  const n = ++addresses
  return { 'CF-Connecting-IP': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

/**
 * Closes the sockets and waits until every one has finished its closing handshake, so the next load starts with
 * the file descriptors of this one given back (the machine allows 20,000 per process; wrangler's proxy holds two
 * per socket). A socket still open after `timeoutMs` is terminated.
 */
export async function closeAll(sockets: WebSocket[], timeoutMs = 30_000): Promise<void> {
  sockets.forEach((socket) => socket.close())
  const closed = await waitUntil(() => sockets.every((socket) => socket.readyState === WebSocket.CLOSED), timeoutMs)
  if (!closed) sockets.forEach((socket) => socket.terminate())
}
