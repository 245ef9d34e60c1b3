import { DurableObject } from 'cloudflare:workers'
import {
  type ClientMessage,
  type MediaChannel,
  type ServerMessage,
  type SingleServerMessage,
} from '../../contracts/room'
import { isModerationMessage } from '../room/chat/chat-moderation'
import { presentPeople } from '../room/chat/chat-people'
import { sendableCloseCode } from '../room/close-code'
import { MediaRelay, type ShardFanOut } from '../media/media-relay'
import { Outbox } from '../room/outbox'
import { parseClientFrame, readChatFrame, textFrameTooBig } from '../room/parse-frame'
import { roomOf } from '../room/room-identity'
import { acceptRoomSocket, readRoomRequest } from '../room/room-socket'
import { RoomStorage } from '../room/room-storage'
import { SocketRegistry, type SocketAttachment } from '../room/socket-registry'
import type { ShardAudience, ShardRpc, ShardStart, StreamStatus } from './protocol'
import { ROOM_SHARD_HEADER } from './shard-route'
import { ShardState } from './shard-state'

/** Counts go up to the root at most this often (the root broadcasts them at most every 250 ms too). */
const COUNT_REPORT_INTERVAL_MS = 250

/**
 * A shard room (docs/decisions/017-shard-rooms.md): holds some of a large stream's listener sockets (the viewer
 * page's /ws, /audio and /video listeners) and fans out to them what the root sends once per shard: broadcasts,
 * media chunks (kept, as the root keeps them, for its own late joiners), the end. What a socket says (join, chat,
 * moderation) goes to the root, which decides and answers; the shard counts its viewers and reports them up.
 */
export class ShardRoom extends DurableObject<Env> implements ShardRpc {
  readonly registry = new SocketRegistry(this.ctx)
  readonly outbox = new Outbox(this.registry)
  readonly storage = new RoomStorage(this.ctx.storage.sql)
  private readonly state = new ShardState(this.ctx.storage.sql)
  private readonly fanOut: ShardFanOut = {
    kind: 'shard',
    hostConnected: (channel) => {
      const status = this.state.status?.data
      return Boolean(status && (channel === 'audio' ? status.audioLive : status.videoLive))
    },
  }
  private readonly audio = new MediaRelay(this, 'audio', this.fanOut)
  private readonly video = new MediaRelay(this, 'video', this.fanOut)
  /** While the root is asked to attach this shard: settles when its `start` arrives. */
  private starting: { promise: Promise<void>; resolve: () => void } | null = null
  private rootStub: ReturnType<typeof roomOf> | null = null
  private reportTimer: ReturnType<typeof setTimeout> | null = null

  async fetch(request: Request): Promise<Response> {
    const identity = readRoomRequest(request)
    if (identity instanceof Response) return identity
    const shard = Number(request.headers.get(ROOM_SHARD_HEADER))
    if (!Number.isInteger(shard))
      return Response.json({ message: 'Rooms are reached through /ws, /audio and /video' }, { status: 400 })
    this.storage.streamId = identity.streamId
    this.state.shard = shard
    if (!(await this.attach())) return Response.json({ message: 'The stream cannot be reached now' }, { status: 503 })
    return acceptRoomSocket(this.ctx, this, identity, () => this.countsChanged())
  }

  openMedia(channel: MediaChannel, socket: WebSocket, attachment: SocketAttachment): Promise<void> {
    return this[channel].open(socket, attachment)
  }

  /** Until the root has sent this shard its start, sockets wait: they must not get live chunks before a header. */
  private async attach(): Promise<boolean> {
    if (this.state.attached) return true
    if (!this.starting) {
      let resolve!: () => void
      this.starting = { promise: new Promise<void>((settle) => (resolve = settle)), resolve }
      this.root()
        .attachShard(this.storage.streamId!, this.state.shard!)
        .catch(() => {
          const failed = this.starting
          this.rootStub = null
          this.starting = null
          failed?.resolve()
        })
    }
    await this.starting.promise
    return this.state.attached
  }

  // ---- called by the root (shard-hub.ts), in the order it sent them ----

  start({ status, ended, media }: ShardStart): void {
    this.state.status = status
    if (ended) this.storage.markEnded()
    if (media.audio) this.audio.adopt(media.audio)
    if (media.video) this.video.adopt(media.video)
    this.state.attached = true
    this.starting?.resolve()
    this.starting = null
  }

  broadcast(audience: ShardAudience, message: ServerMessage, coalesce: boolean): void {
    if (coalesce) this.outbox.broadcastCoalesced(audience, message as SingleServerMessage)
    else this.outbox.broadcast(audience, message)
    // After the frames: a storage write would hold them until it is durable (output gate).
    const status = this.state.status
    if (message.type === 'stream_status') this.state.status = message
    else if (message.type === 'viewer_count' && status)
      this.state.status = { ...status, data: { ...status.data, viewerCount: message.data.viewerCount } }
  }

  toChatter(chatter: string, message: ServerMessage): void {
    this.outbox.sendToChatter(chatter, message)
  }

  media(channel: MediaChannel, chunk: ArrayBuffer, opensRecording: boolean): void {
    this[channel].relay(chunk, opensRecording)
  }

  /** The stream ended: the root's status already went out; media sockets close and nobody is counted any more. */
  end(status: StreamStatus): void {
    this.storage.markEnded()
    this.state.status = status
    this.audio.closeAll()
    this.video.closeAll()
    for (const socket of this.registry.audience('viewer-page')) {
      if (this.registry.get(socket)?.role) this.registry.update(socket, { role: null })
    }
    this.countsChanged()
  }

  // ---- the shard's own sockets ----

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const sender = this.registry.get(socket)
    if (!sender) return
    if (typeof raw !== 'string') {
      if (sender.channel !== 'chat') return this[sender.channel].chunk(socket, sender, raw)
      return this.sendError(socket, 'Binary frames are not accepted here')
    }
    if (textFrameTooBig(raw)) return this.closeSocket(socket, 1009, 'Message too big')
    if (sender.channel !== 'chat') return this[sender.channel].text(socket, sender, parseClientFrame(raw, null).json)
    const frame = readChatFrame(raw, sender.streamId)
    if ('error' in frame)
      return this.outbox.send(socket, { type: 'error', data: { message: frame.error, code: frame.code } })
    await this.dispatch(socket, sender, frame.message)
  }

  private async dispatch(socket: WebSocket, sender: SocketAttachment, message: ClientMessage): Promise<void> {
    if (isModerationMessage(message)) return this.askRoot(socket, this.speaksViewerPage(socket, sender), message)
    switch (message.type) {
      case 'ping':
        return this.outbox.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
      case 'leave':
        if (sender.role) this.registry.update(socket, { role: null })
        return this.countsChanged()
      case 'join':
      case 'chat':
        return this.askRoot(socket, this.speaksViewerPage(socket, sender), message)
      default:
        return this.sendError(socket, "This connection carries the viewer page's chat only")
    }
  }

  /** A shard's sockets are viewer pages: the first message that needs a vocabulary fixes it. */
  private speaksViewerPage(socket: WebSocket, sender: SocketAttachment): SocketAttachment {
    return sender.vocabulary ? sender : this.registry.update(socket, { vocabulary: 'viewer-page' })
  }

  /** The root decides what the socket's message does and what the socket is told. */
  private async askRoot(socket: WebSocket, sender: SocketAttachment, message: ClientMessage): Promise<void> {
    const answer = await this.root().fromShard(sender, message)
    for (const frame of answer.frames) this.outbox.sendSerialised(socket, frame)
    if (answer.joined && this.registry.get(socket)?.role !== 'viewer') {
      this.registry.update(socket, { role: 'viewer' })
      this.countsChanged()
    }
    if (answer.close) this.closeSocket(socket, answer.close.code, answer.close.reason)
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    this.depart(socket)
    try {
      socket.close(sendableCloseCode(code), 'closing')
    } catch {
      // Already closed.
    }
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    this.depart(socket)
  }

  private depart(socket: WebSocket): void {
    if (this.registry.remove(socket)) this.countsChanged()
  }

  /**
   * Viewers, sockets and who is watching go up to the root, at most every COUNT_REPORT_INTERVAL_MS; with none left
   * the root stops sending.
   */
  private countsChanged(): void {
    this.reportTimer ??= setTimeout(() => {
      this.reportTimer = null
      const sockets = this.registry.size
      if (sockets === 0) this.state.attached = false
      this.root()
        .shardCounts(this.state.shard!, {
          viewers: this.registry.viewerCount(),
          sockets,
          people: presentPeople(this.registry),
        })
        .catch(() => (this.rootStub = null))
    }, COUNT_REPORT_INTERVAL_MS)
  }

  private root() {
    this.rootStub ??= roomOf(this.env, this.storage.streamId!)
    return this.rootStub
  }

  // ---- what MediaRelay asks of its room ----

  async statusMessage(): Promise<StreamStatus> {
    return this.state.status!
  }

  closeSocket(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason)
    } catch {
      // Already closed.
    }
    this.depart(socket)
  }

  private sendError(socket: WebSocket, message: string): void {
    this.outbox.send(socket, { type: 'error', data: { message, code: 'unsupported' } })
  }
}
