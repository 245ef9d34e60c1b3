/**
 * The yardstick for `bench/room.ts`: a plain Node + ws server that speaks just enough of the room's viewer-page
 * vocabulary (join, chat → viewer_count, chat_message) and coalesces chat per 15 ms tick, plus the HTTP calls the
 * generator makes. `npm run bench:room` measures it beside the room in the same run.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

const COALESCE_TICK_MS = 15

/** A fresh reference server on a free loopback port, with its own audience. */
export function startReferenceServer(): Promise<{ baseUrl: string; close(): void }> {
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json')
    if (request.url === '/api/login') response.setHeader('Set-Cookie', 'session=reference')
    if (request.url === '/api/streams/webrtc') return response.end(JSON.stringify({ streamId: 1 }))
    if (request.url?.endsWith('/key')) return response.end(JSON.stringify({ streamKey: 'reference' }))
    response.end('{}')
  })
  const viewers = new Set<WebSocket>()
  let pending: unknown[] = []
  let flushTimer: ReturnType<typeof setTimeout> | null = null

  const broadcast = (message: unknown) => {
    const frame = JSON.stringify(message)
    for (const viewer of viewers) viewer.send(frame)
  }

  function flush() {
    flushTimer = null
    broadcast(pending.length === 1 ? pending[0] : { type: 'batch', data: { messages: pending } })
    pending = []
  }

  new WebSocketServer({ server }).on('connection', (socket) => {
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return
      const message = JSON.parse(raw.toString()) as { type: string; data?: { message?: string } }
      if (message.type === 'join') {
        viewers.add(socket)
        broadcast({ type: 'viewer_count', data: { viewerCount: viewers.size } })
      }
      if (message.type === 'chat') {
        const timestamp = Date.now()
        pending.push({
          type: 'chat_message',
          data: { id: crypto.randomUUID(), userId: null, username: 'Guest', message: message.data?.message, timestamp },
        })
        flushTimer ??= setTimeout(flush, COALESCE_TICK_MS)
      }
    })
    socket.on('close', () => viewers.delete(socket))
  })

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () => {
          for (const viewer of viewers) viewer.terminate()
          server.close()
        },
      })
    })
  })
}
