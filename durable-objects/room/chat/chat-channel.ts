import type { RoomErrorCode } from '../../../contracts/room'
import type { StreamStatus } from '../../shards/protocol'
import { FloodGate, newChatMessage, studioChatFrame, viewerPageChatFrame } from './chat'
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
 * The room's /ws sockets: viewers join and leave (the studio hears it, the counts follow), anyone chats as moderation
 * and the flood gate allow, and a socket of a missing or ended stream is told so in its vocabulary.
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

  /** Stream missing or ended: tells the socket in its vocabulary and returns true. */
  async refuseUnavailable(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    const { outbox } = this.room
    if (!sender.streamFound) {
      outbox.send(socket, { type: 'stream-not-found', data: { streamId: sender.streamId } })
      return true
    }
    if (!(await this.room.isEnded())) return false
    if (sender.vocabulary === 'studio')
      outbox.send(socket, { type: 'stream-ended', data: { streamId: sender.streamId } })
    else outbox.send(socket, await this.room.statusMessage())
    return true
  }

  async join(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!(await this.admit(socket, sender))) return
    if (sender.role !== 'viewer') {
      this.room.registry.update(socket, { role: 'viewer' })
      if (sender.vocabulary === 'studio')
        this.room.outbox.broadcast('studio-hosts', { type: 'viewer-joined', data: { viewerId: sender.id } })
      this.room.counts.changed()
    }
    await this.greet(socket, sender)
  }

  /** A joining viewer's history (an ended stream's page still shows what was said); false when refused. */
  async admit(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    if (sender.vocabulary === 'viewer-page' && sender.streamFound) {
      this.room.outbox.send(socket, { type: 'chat_history', data: { messages: this.room.storage.chatHistory() } })
    }
    return !(await this.refuseUnavailable(socket, sender))
  }

  async greet(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (sender.vocabulary === 'viewer-page') this.room.outbox.send(socket, await this.room.statusMessage())
    this.room.moderation.greet(socket, sender)
  }

  async leave(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!sender.role) return
    this.room.registry.update(socket, { role: null })
    if (sender.role === 'viewer') this.viewerLeft(sender)
    else await this.room.presence.countDown()
  }

  viewerLeft(viewer: SocketAttachment): void {
    if (viewer.vocabulary === 'studio')
      this.room.outbox.broadcast('studio-hosts', { type: 'viewer-left', data: { viewerId: viewer.id } })
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
    outbox.broadcastCoalesced('viewer-page', viewerPageChatFrame(message))
    outbox.broadcastCoalesced('studio', studioChatFrame(message))
    this.room.storage.appendChat(message)
    this.flood.record(sender.chatter)
    moderation.sent(sender)
  }

  /** A socket is gone: the flood gate forgets its refusals. */
  forget(socketId: string): void {
    this.flood.forget(socketId)
  }
}
