import { DurableObject } from 'cloudflare:workers'
import type { ClientMessage, MediaChannel, RoomErrorCode } from '../../contracts/room'
import type { BroadcastFrom } from '../../contracts/streams'
import { getDb } from '../../workers/db/client'
import { isFollowing } from '../../workers/db/follows'
import { findRoomStream, recordViewerCounts, type RoomStream } from '../../workers/db/streams'
import { findUserById } from '../../workers/db/users'
import { answerError } from '../../workers/api/http'
import { Ingest, INGEST_STREAM_HEADER } from '../media/ingest'
import { MediaRelay, type RootFanOut } from '../media/media-relay'
import { StreamRecordings } from '../media/stream-recordings'
import type { RootRpc, ShardAnswer, ShardReport, ShardStart, StreamStatus } from '../shards/protocol'
import { ShardHub } from '../shards/shard-hub'
import { answerShard } from '../shards/shard-reply'
import { AlarmSchedule } from './alarm-schedule'
import { ChatChannel } from './chat/chat-channel'
import { ChatModeration } from './chat/chat-moderation'
import { sendableCloseCode } from './close-code'
import { goLiveOnFirstBytes } from './go-live-on-push'
import { HostPresence } from './host-presence'
import { Outbox } from './outbox'
import { parseClientFrame, readChatFrame, textFrameTooBig } from './parse-frame'
import { readCommand } from './room-command'
import { acceptRoomSocket, readRoomRequest } from './room-socket'
import { RoomStorage } from './room-storage'
import { relaySignal } from './signaling'
import { SocketRegistry, type SocketAttachment } from './socket-registry'
import { endStream } from './stream-end'
import { streamStatus } from './stream-status'
import { ViewerCounts } from './viewer-counts'

const SITE_ORIGIN_KEY = 'siteOrigin'

/**
 * One room per stream (docs/product/room-protocol.md): the chat of both pages, viewer counts, WebRTC signaling and the
 * media relays, on the hibernation API so an idle room costs nothing. The Worker decides who each socket is
 * (room-identity.ts). This class is the room's lifecycle and dispatch; its parts live beside it.
 */
export class StreamRoom extends DurableObject<Env> implements RootRpc {
  readonly registry = new SocketRegistry(this.ctx)
  readonly storage = new RoomStorage(this.ctx.storage.sql)
  readonly schedule = new AlarmSchedule(this.ctx.storage)
  /** The stream's shard rooms, when its listeners outgrow this one (shard-hub.ts). */
  readonly shards = new ShardHub(this.ctx.storage.sql, this.env, () => this.storage.streamId)
  readonly outbox = new Outbox(this.registry, this.shards)
  private readonly fanOut: RootFanOut = {
    kind: 'root',
    hostArrived: () => this.presence.arrived(),
    record: (channel, chunk, opens, lastCluster) => this.recordings.record(channel, chunk, opens, lastCluster),
    forward: (channel, chunk, opensRecording) => this.shards.media(channel, chunk, opensRecording),
  }
  readonly audio = new MediaRelay(this, 'audio', this.fanOut)
  readonly video = new MediaRelay(this, 'video', this.fanOut)
  readonly recordings = new StreamRecordings(this, this.ctx.storage.sql, this.env)
  readonly moderation = new ChatModeration(
    {
      registry: this.registry,
      outbox: this.outbox,
      storage: this.storage,
      hostUserId: async () => (await this.loadStream())?.userId ?? null,
      followsHost: async (userId) => {
        const stream = await this.loadStream()
        return stream ? isFollowing(getDb(this.env.DB), userId, stream.userId) : false
      },
      displayNameOf: async (userId) => (await findUserById(getDb(this.env.DB), userId))?.displayName ?? null,
      sendError: (socket, code, message) => this.sendError(socket, code, message),
      shardPeople: () => this.shards.people,
    },
    this.ctx.storage.sql,
  )
  readonly counts: ViewerCounts = new ViewerCounts(this)
  readonly chat: ChatChannel = new ChatChannel(this, this.ctx.storage.sql)
  readonly presence: HostPresence = new HostPresence(this)
  readonly ingest = new Ingest(this)
  private stream: RoomStream | undefined
  private site: string | undefined

  /** The site's origin, from the last request or call that named it: the pages the room purges are under it. */
  async siteOrigin(): Promise<string | undefined> {
    return (this.site ??= await this.ctx.storage.get<string>(SITE_ORIGIN_KEY))
  }

  private async rememberSite(url: string): Promise<void> {
    const { origin } = new URL(url)
    if ((await this.siteOrigin()) === origin) return
    this.site = origin
    await this.ctx.storage.put(SITE_ORIGIN_KEY, origin)
  }

  async fetch(request: Request): Promise<Response> {
    await this.rememberSite(request.url)
    const pushedStream = request.headers.get(INGEST_STREAM_HEADER)
    if (request.method === 'POST' && pushedStream) {
      this.storage.streamId = Number(pushedStream)
      return this.ingest.receive(request.body)
    }
    const identity = readRoomRequest(request)
    if (identity instanceof Response) return identity
    this.storage.streamId = identity.streamId
    if (identity.mediaRole === 'host' && this.ingest.isRunning) {
      return answerError(409, 'This stream is live from broadcasting software; the studio cannot broadcast it too')
    }
    return acceptRoomSocket(this.ctx, this, identity)
  }

  openMedia(channel: MediaChannel, socket: WebSocket, attachment: SocketAttachment): Promise<void> {
    return this[channel].open(socket, attachment)
  }

  /** Called by the API when the owner ends or deletes the stream over HTTP; not reachable from the public door. */
  async end(streamId: number): Promise<void> {
    this.storage.streamId = streamId
    await endStream(this, this.env.DB)
  }

  /**
   * Called by the API when it makes a live stream: its host has the grace to connect, or the stream ends.
   * `siteUrl`: the API request's, whose origin the stream's pages are under.
   */
  async expectHost(streamId: number, siteUrl: string): Promise<void> {
    this.storage.streamId = streamId
    await this.rememberSite(siteUrl)
    await this.presence.countDown()
  }

  /** Called by the API when the host's studio opens while the stream is live: is it broadcast from elsewhere now? */
  async broadcastFrom(streamId: number): Promise<BroadcastFrom> {
    this.storage.streamId = streamId
    if (this.ingest.isRunning) return 'software'
    return this.presence.present ? 'studio' : null
  }

  /** A push's first bytes: a stream made ahead for broadcasting software goes live (go-live-on-push.ts). */
  goLive(): Promise<void> {
    return goLiveOnFirstBytes(this, this.env)
  }

  // ---- called by the door and the stream's shard rooms (docs/decisions/017-shard-rooms.md) ----

  /** How many rooms the door spreads the stream's next listener over; 1 means this room. */
  async listenerRooms(): Promise<number> {
    return this.shards.rooms(this.registry.size)
  }

  async attachShard(streamId: number, shard: number): Promise<void> {
    this.storage.streamId = streamId
    const ended = await this.isEnded()
    const status = await this.statusMessage()
    // From here on no await: the start and the first forwarded chunk must not cross.
    const start: ShardStart = { status, ended, media: {} }
    for (const channel of ['audio', 'video'] as const) {
      const snapshot = this[channel].snapshot()
      if (snapshot) start.media[channel] = snapshot
    }
    this.shards.attach(shard, start)
  }

  async shardCounts(shard: number, report: ShardReport): Promise<void> {
    if (this.shards.report(shard, report)) this.moderation.people.changed()
    this.counts.changed()
  }

  fromShard(sender: SocketAttachment, message: ClientMessage): Promise<ShardAnswer> {
    return answerShard(this, sender, message)
  }

  // ---- the room's own sockets ----

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const sender = this.registry.get(socket)
    if (!sender) return
    if (typeof raw !== 'string') {
      if (sender.channel !== 'chat') return this[sender.channel].chunk(socket, sender, raw)
      return this.sendError(socket, 'unsupported', 'Binary frames are not accepted here')
    }
    if (textFrameTooBig(raw)) return this.closeSocket(socket, 1009, 'Message too big')
    if (sender.channel !== 'chat') return this[sender.channel].text(socket, sender, parseClientFrame(raw, null).json)
    const frame = readChatFrame(raw, sender.streamId)
    if ('error' in frame) return this.sendError(socket, frame.code, frame.error)
    await this.dispatch(socket, sender, frame.message)
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    await this.depart(socket)
    try {
      socket.close(sendableCloseCode(code), 'closing')
    } catch {
      // Already closed.
    }
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    await this.depart(socket)
  }

  /** Writes the counts back, and ends a stream whose host has been away longer than the grace (host-presence.ts). */
  async alarm(): Promise<void> {
    this.counts.writing()
    const stream = await this.loadStream()
    if (!stream || this.storage.ended) return
    if (await this.presence.overdue()) return endStream(this, this.env.DB)
    await recordViewerCounts(getDb(this.env.DB), stream.id, this.counts.viewers, this.storage.peakViewerCount)
  }

  /** Either page's message as one command; the socket's dialect is that of its first message that has one. */
  private async dispatch(socket: WebSocket, attachment: SocketAttachment, message: ClientMessage): Promise<void> {
    const { command, speaks } = readCommand(message)
    const sender = speaks && !attachment.vocabulary ? this.registry.update(socket, { vocabulary: speaks }) : attachment
    switch (command.kind) {
      case 'moderate':
        return this.moderation.handle(socket, sender, command.message)
      case 'ping':
        return this.outbox.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
      case 'join':
        return this.chat.join(socket, sender)
      case 'chat':
        return this.chat.say(socket, sender, command.text)
      case 'leave':
        return this.chat.leave(socket, sender)
      case 'host':
        return this.presence.connect(socket, sender)
      case 'end':
        if (!sender.isOwner) return this.sendError(socket, 'forbidden', "Only the stream's owner can end it")
        return endStream(this, this.env.DB)
      case 'signal':
        if (!relaySignal(this.registry, this.outbox, sender, command.message)) {
          return this.sendError(socket, 'forbidden', 'Only the host and its viewers exchange connection details')
        }
        return
    }
  }

  /** A socket closed or failed: counts and peers follow at once, whether it said goodbye or not. */
  private async depart(socket: WebSocket): Promise<void> {
    const gone = this.registry.remove(socket)
    if (!gone) return
    this.chat.forget(gone.id)
    if (gone.channel === 'chat' && gone.role === 'viewer') this.chat.viewerLeft(gone)
    if (
      gone.channel !== 'chat' &&
      gone.mediaRole === 'host' &&
      !this[gone.channel].hostConnected &&
      !this.storage.ended
    ) {
      await this[gone.channel].announceStatus()
    }
    if (gone.role === 'host' || gone.mediaRole === 'host') await this.presence.countDown()
  }

  statusMessage(): Promise<StreamStatus> {
    return streamStatus(this)
  }

  async announceStatus(): Promise<void> {
    const status = await this.statusMessage()
    this.outbox.broadcast('listeners', status)
    this.outbox.broadcast('video-listeners', status)
    this.outbox.broadcastEvent({ kind: 'stream-status', status })
  }

  closeSocket(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason)
    } catch {
      // Already closed.
    }
    void this.depart(socket)
  }

  sendError(socket: WebSocket, code: RoomErrorCode, message: string): void {
    this.outbox.send(socket, { type: 'error', data: { message, code } })
  }

  async isEnded(): Promise<boolean> {
    if (this.storage.ended) return true
    const stream = await this.loadStream()
    return Boolean(stream?.endedAt)
  }

  async reloadStream(): Promise<RoomStream | undefined> {
    this.stream = undefined
    return this.loadStream()
  }

  /** The stream row, read once per wake-up (D1 is its truth; the room only caches it). */
  async loadStream(): Promise<RoomStream | undefined> {
    const streamId = this.storage.streamId
    if (!this.stream && streamId) this.stream = await findRoomStream(getDb(this.env.DB), streamId)
    return this.stream
  }
}
