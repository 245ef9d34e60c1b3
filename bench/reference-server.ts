/**
 * The yardstick for `bench/room.ts`: a plain Node + ws server that speaks just enough of the room's viewer-page
 * vocabulary (join, chat → viewer_count, chat_message) and coalesces chat per 15 ms tick the way the room does, plus
 * the HTTP calls the generator makes. Run with `npm run bench:reference`: it starts this server on a free port and
 * runs the room benchmark's chat load against it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

const COALESCE_TICK_MS = 15

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
      pending.push({ type: 'chat_message', data: { id: crypto.randomUUID(), userId: null, username: 'Guest', message: message.data?.message, timestamp } })
      flushTimer ??= setTimeout(flush, COALESCE_TICK_MS)
    }
  })
  socket.on('close', () => viewers.delete(socket))
})

server.listen(0, '127.0.0.1', async () => {
  process.env.BENCH_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.BENCH_AUDIO_LISTENERS = '0'
  process.env.BENCH_AUDIO_SECONDS = '0'
  await import('./room')
  server.close()
  process.exit(0)
})
