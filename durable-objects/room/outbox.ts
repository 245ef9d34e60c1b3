import type { ServerMessage, SingleServerMessage } from '../../contracts/room'
import { renderChat, renderEvent, type ChatEvent, type RoomEvent } from './room-event'
import type { AudienceName, SocketAttachment, SocketRegistry } from './socket-registry'
import { chatAudience, hostAudience, vocabularies } from './vocabulary'

/** From this many sockets in an audience on, chat frames of one window travel together in a `batch` frame. */
const COALESCE_FROM_SOCKETS = 64
const MIN_WINDOW_MS = 15
/** Cloudflare's guidance for large rooms is 50–100 ms batches. */
const MAX_WINDOW_MS = 100
/** The chat sends per second a room allows itself before it widens the window instead of sending more frames. */
const CHAT_SENDS_PER_SECOND = 20_000

/**
 * How long chat waits to travel with the rest of its window: one short tick while listeners × message rate stays
 * under the send budget, then as long as keeps each socket to budget ÷ listeners frames a second.
 */
export function coalesceWindowMs(sockets: number, messagesPerSecond: number): number {
  if (sockets * messagesPerSecond <= CHAT_SENDS_PER_SECOND) return MIN_WINDOW_MS
  return Math.min(MAX_WINDOW_MS, Math.max(MIN_WINDOW_MS, (1000 * sockets) / CHAT_SENDS_PER_SECOND))
}

/**
 * When the next coalesced flush goes. In a quiet room (no flush for two windows) a message waits one short tick for
 * those arriving with it. Otherwise the flush goes one window after the last one began, and at once when that is past:
 * the room was busy sending the last flush, so the messages that arrived meanwhile are already here, and one more
 * short tick would only add to their wait. Counting from the last flush keeps each socket to one frame a window.
 */
export function nextFlushInMs(lastFlushAt: number, now: number, windowMs: number): number {
  const sinceLastFlush = now - lastFlushAt
  if (sinceLastFlush >= 2 * windowMs) return MIN_WINDOW_MS
  return Math.max(0, windowMs - sinceLastFlush)
}

/** Chat messages of the current and the previous second, for the rate the window follows. */
class ChatRate {
  private second = 0
  private thisSecond = 0
  private lastSecond = 0

  count(now: number): number {
    const second = Math.floor(now / 1000)
    if (second !== this.second) {
      this.lastSecond = second === this.second + 1 ? this.thisSecond : 0
      this.thisSecond = 0
      this.second = second
    }
    this.thisSecond++
    return Math.max(this.thisSecond, this.lastSecond)
  }
}

/** A closed or broken socket throws on send: its frame is dropped and the others still get theirs. */
function sendFrame(socket: WebSocket, frame: string | ArrayBuffer): void {
  try {
    socket.send(frame)
  } catch {
    // The socket's close handler does the bookkeeping.
  }
}

/**
 * Where a root room's broadcasts also go: its shard rooms (shard-hub.ts), each of which sends them to its own sockets.
 * `coalesce` marks chat, which a shard may coalesce per tick as the root does.
 */
export interface OutboxDownstream {
  broadcast(audience: AudienceName, message: ServerMessage, coalesce: boolean): void
  toChatter(chatter: string, message: ServerMessage): void
}

/**
 * Every frame the room sends goes through here: typed, serialised once however many sockets get it, and never
 * blocked by one socket. The core's events (room-event.ts) are written here in each socket's dialect: a broadcast
 * event once per dialect, to that dialect's sockets. In a large room, chat frames are coalesced per window so each
 * socket gets one send per window, and the window widens as listeners × message rate grow, so the sends a second
 * stay bounded.
 */
export class Outbox {
  private pending = new Map<AudienceName, SingleServerMessage[]>()
  private flushTimer: ReturnType<typeof setTimeout> | null = null
  private lastFlushAt = 0
  private chatRate = new ChatRate()
  /** Chat frames handed to sockets since the room woke (one per socket per send): its share of chat's fan-out. */
  chatFrames = 0
  constructor(
    private readonly registry: SocketRegistry,
    /** A root room's shards; none in a shard room. */
    private readonly downstream: OutboxDownstream | null = null,
  ) {}

  send(socket: WebSocket, message: ServerMessage): void {
    sendFrame(socket, JSON.stringify(message))
  }

  /** The event in the socket's dialect; nothing when the dialect is not told of it or the socket has not spoken. */
  sendEvent(socket: WebSocket, to: Pick<SocketAttachment, 'vocabulary'>, event: RoomEvent): void {
    const message = to.vocabulary && renderEvent(event, to.vocabulary)
    if (message) this.send(socket, message)
  }

  /** The event to every chat socket (or every hosting one) in its dialect, here and on the shards. */
  broadcastEvent(event: RoomEvent, to: 'chat' | 'hosts' = 'chat'): void {
    for (const vocabulary of vocabularies) {
      const audience = (to === 'chat' ? chatAudience : hostAudience)[vocabulary]
      const message = audience && renderEvent(event, vocabulary)
      if (message) this.broadcast(audience, message)
    }
  }

  /** A chat message to every chat socket in its dialect: at once in a small room, with its window in a large one. */
  broadcastChat(event: ChatEvent): void {
    const messagesPerSecond = this.chatRate.count(Date.now())
    for (const vocabulary of vocabularies) {
      this.coalesce(chatAudience[vocabulary], renderChat(event, vocabulary), messagesPerSecond)
    }
  }

  /** A frame the root already serialised for one of a shard room's sockets. */
  sendSerialised(socket: WebSocket, frame: string): void {
    sendFrame(socket, frame)
  }

  broadcast(audience: AudienceName, message: ServerMessage): void {
    this.downstream?.broadcast(audience, message, false)
    this.sendHere(audience, message)
  }

  /** To every chat socket of one chatter (a moderation notice), on this room and its shards. */
  sendToChatter(chatter: string, message: ServerMessage): void {
    this.downstream?.toChatter(chatter, message)
    const frame = JSON.stringify(message)
    for (const socket of this.registry.ofChatter(chatter)) sendFrame(socket, frame)
  }

  sendBinary(socket: WebSocket, chunk: ArrayBuffer): void {
    sendFrame(socket, chunk)
  }

  /** Binary audio: the same buffer to every socket, neither parsed nor copied. */
  broadcastBinary(audience: AudienceName, chunk: ArrayBuffer): void {
    this.sendToAll(this.registry.audience(audience), chunk)
  }

  /** Chat the root already wrote for one audience (a shard room's): sent or coalesced as broadcastChat's. */
  broadcastCoalesced(audience: AudienceName, message: SingleServerMessage): void {
    this.coalesce(audience, message, this.chatRate.count(Date.now()))
  }

  private coalesce(audience: AudienceName, message: SingleServerMessage, messagesPerSecond: number): void {
    this.downstream?.broadcast(audience, message, true)
    const sockets = this.registry.audience(audience).length
    if (sockets < COALESCE_FROM_SOCKETS) {
      this.chatFrames += sockets
      return this.sendHere(audience, message)
    }
    const queue = this.pending.get(audience) ?? []
    queue.push(message)
    this.pending.set(audience, queue)
    this.flushTimer ??= setTimeout(
      () => {
        this.flushTimer = null
        this.lastFlushAt = Date.now()
        for (const name of [...this.pending.keys()]) this.flush(name)
      },
      nextFlushInMs(this.lastFlushAt, Date.now(), coalesceWindowMs(sockets, messagesPerSecond)),
    )
  }

  private sendHere(audience: AudienceName, message: ServerMessage): void {
    this.flush(audience)
    this.sendToAll(this.registry.audience(audience), JSON.stringify(message))
  }

  private flush(audience: AudienceName): void {
    const queue = this.pending.get(audience)
    if (!queue) return
    this.pending.delete(audience)
    const message: ServerMessage = queue.length === 1 ? queue[0] : { type: 'batch', data: { messages: queue } }
    const sockets = this.registry.audience(audience)
    this.chatFrames += sockets.length
    this.sendToAll(sockets, JSON.stringify(message))
  }

  private sendToAll(sockets: WebSocket[], frame: string | ArrayBuffer): void {
    for (const socket of sockets) sendFrame(socket, frame)
  }
}
