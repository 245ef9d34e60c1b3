import type { RoomErrorCode } from '../../../contracts/room'
import type { StreamStatus } from '../../shards/protocol'
import { FloodGate, newChatMessage } from './chat'
import type { ChatModeration } from './chat-moderation'
import type { Outbox } from '../outbox'
import type { RoomStorage } from '../room-storage'
import type { SocketAttachment, SocketRegistry } from '../socket-registry'
import type { ViewerCounts } from '../viewer-counts'

interface ChatChannelRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  moderation: ChatModeration
  counts: ViewerCounts
  /** A host left: the stream counts down to its end unless another host socket is here (host-presence.ts). */
  presence: { countDown(): Promise<void> }
  isEnded(): Promise<boolean>
  statusMessage(): Promise<StreamStatus>
  sendError(socket: WebSocket, code: RoomErrorCode, message: string): void
  closeSocket(socket: WebSocket, code: number, reason: string): void
}

/**
 * The room's /ws sockets: viewers join and leave (the host's peers hear it, the counts follow), anyone chats as
 * moderation and the flood gate allow, and a socket of a missing or ended stream is told so. It speaks in room events;
 * the Outbox writes each in the socket's dialect.
 */
export class ChatChannel {
  /** Chat messages sent since the room woke, for the fan-out line logged at the stream's end. */
  chatMessages = 0
  private readonly flood: FloodGate

  constructor(
    private readonly room: ChatChannelRoom,
    sql: SqlStorage,
  ) {
    this.flood = new FloodGate(sql)
  }

  /** Stream missing or ended: tells the socket and returns true. */
  async refuseUnavailable(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    const { outbox } = this.room
    const { streamId } = sender
    if (!sender.streamFound) {
      outbox.sendEvent(socket, sender, { kind: 'stream-not-found', streamId })
      return true
    }
    if (!(await this.room.isEnded())) return false
    outbox.sendEvent(socket, sender, { kind: 'stream-ended', streamId, status: await this.room.statusMessage() })
    return true
  }

  async join(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!(await this.admit(socket, sender))) return
    if (sender.role !== 'viewer') {
      this.room.registry.update(socket, { role: 'viewer' })
      this.room.outbox.broadcastEvent({ kind: 'viewer-joined', viewer: sender }, 'hosts')
      this.room.counts.changed()
    }
    await this.greet(socket, sender)
  }

  /** A joining viewer's history (an ended stream's page still shows what was said); false when refused. */
  async admit(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    if (sender.streamFound) {
      this.room.outbox.sendEvent(socket, sender, {
        kind: 'chat-history',
        messages: this.room.storage.chatHistory(),
      })
    }
    return !(await this.refuseUnavailable(socket, sender))
  }

  async greet(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    this.room.outbox.sendEvent(socket, sender, {
      kind: 'stream-status',
      status: await this.room.statusMessage(),
    })
    this.room.moderation.greet(socket, sender)
  }

  async leave(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!sender.role) return
    this.room.registry.update(socket, { role: null })
    if (sender.role === 'viewer') this.viewerLeft(sender)
    else await this.room.presence.countDown()
  }

  viewerLeft(viewer: SocketAttachment): void {
    this.room.outbox.broadcastEvent({ kind: 'viewer-left', viewer }, 'hosts')
    this.room.counts.changed()
  }

  async say(socket: WebSocket, sender: SocketAttachment, text: string): Promise<void> {
    const { outbox, moderation } = this.room
    if (await this.refuseUnavailable(socket, sender)) return
    const refusal = await moderation.refusal(sender)
    if (refusal) return outbox.send(socket, refusal)
    if (!this.flood.admits(sender.chatter)) {
      if (this.flood.refusedTooOften(sender.id)) return this.room.closeSocket(socket, 1008, 'Too many messages')
      return this.room.sendError(socket, 'rate-limited', 'You are sending messages too quickly. Please wait a moment.')
    }
    const message = newChatMessage(sender, text)
    this.chatMessages++
    // Frames sent after a storage write wait for it to be durable (output gate): chat goes out first.
    outbox.broadcastChat({ kind: 'chat-message', message })
    this.room.storage.appendChat(message)
    this.flood.record(sender.chatter)
    moderation.sent(sender)
  }

  /** A socket is gone: the flood gate forgets its refusals. */
  forget(socketId: string): void {
    this.flood.forget(socketId)
  }
}
