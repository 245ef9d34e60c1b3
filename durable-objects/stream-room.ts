import { DurableObject } from 'cloudflare:workers'
import { clientMessageSchema, type ServerMessage } from '../contracts/room'

/**
 * One room per stream: holds that stream's sockets through the hibernation API, so an idle room costs nothing.
 * Chat, viewer counts, signaling and the audio relay arrive with the live-streaming issue.
 */
export class StreamRoom extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json({ message: 'Expected a WebSocket upgrade' }, { status: 426 })
    }
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    return new Response(null, { status: 101, webSocket: client })
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (typeof raw !== 'string') return this.send(socket, { type: 'error', data: { message: 'Binary frames are not accepted here' } })
    const parsed = clientMessageSchema.safeParse(safeJson(raw))
    if (!parsed.success) return this.send(socket, { type: 'error', data: { message: 'Unknown or malformed message' } })
    switch (parsed.data.type) {
      case 'ping':
        return this.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
    }
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 ? 1000 : code, 'closing')
  }

  private send(socket: WebSocket, message: ServerMessage): void {
    socket.send(JSON.stringify(message))
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
