import { DurableObject } from 'cloudflare:workers'
import type { ClientMessage, MediaChannel, RoomErrorCode, ServerMessage } from '../../contracts/room'
import { getDb } from '../../workers/db/client'
import { isFollowing } from '../../workers/db/follows'
import { findUserById } from '../../workers/db/users'
import {
  endStream,
  findRoomStream,
  publishLiveRecording,
  recordViewerCounts,
  type RoomStream,
} from '../../workers/db/streams'
import { MediaRelay } from '../media/media-relay'
import { FloodGate, newChatMessage, studioChatFrame, viewerPageChatFrame } from './chat/chat'
import { ChatModeration, isModerationMessage } from './chat/chat-moderation'
import { sendableCloseCode } from './close-code'
import { Outbox } from './outbox'
import { Recording, RECORDING_LIMITS, type RecordingLimits } from '../media/recording'
import { RoomStorage } from './room-storage'
import { acceptRoomSocket, readRoomRequest } from './room-socket'
import type { RootRpc, ShardAnswer, ShardReport, ShardStart, StreamStatus } from '../shards/protocol'
import { ShardHub } from '../shards/shard-hub'
import { ShardReply } from '../shards/shard-reply'
import { relaySignal } from './signaling'
import { VideoRecording } from '../media/video-recording'
import { webmTimecodeScale } from '../media/webm-duration'
import { SocketRegistry, type SocketAttachment } from './socket-registry'
import { Throttle } from './throttle'
import { parseClientFrame, readChatFrame, textFrameTooBig } from './parse-frame'

/** Viewer-count frames at most this often, so a join storm sends a handful, not one per join to everyone. */
const COUNT_BROADCAST_INTERVAL_MS = 250
/** Counts are written back to the stream row at most once per second. */
const COUNT_WRITE_DELAY_MS = 1000
/**
 * A stream without a host this long ends by itself (docs/product/rules.md#streams): a closed tab or a crashed encoder
 * must not stay live, nor a stream made by Go Live whose host never connected.
 */
export const HOST_AWAY_GRACE_MS = 60_000

/**
 * One room per stream (docs/product/room-protocol.md): the chat of both pages, viewer counts, WebRTC signaling and the
 * media relays, on the hibernation API so an idle room costs nothing. The Worker decides who each socket is
 * (room-identity.ts).
 */
export class StreamRoom extends DurableObject<Env> implements RootRpc {
  readonly registry = new SocketRegistry(this.ctx)
  readonly storage = new RoomStorage(this.ctx.storage.sql)
  /** The stream's shard rooms, when its listeners outgrow this one (shard-hub.ts). */
  readonly shards = new ShardHub(this.ctx.storage.sql, this.env, () => this.storage.streamId)
  readonly outbox = new Outbox(this.registry, this.shards)
  private readonly audio = new MediaRelay(this, 'audio')
  private readonly video = new MediaRelay(this, 'video')
  private readonly flood = new FloodGate(this.ctx.storage.sql)
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
  private stream: RoomStream | undefined
  private activeRecording: Recording | undefined
  private activeVideoRecording: VideoRecording | undefined
  /** The recording's limits; a test lowers them before the first chunk. */
  recordingLimits: RecordingLimits = RECORDING_LIMITS
  private readonly counts = new Throttle(COUNT_BROADCAST_INTERVAL_MS, () => this.broadcastCounts())
  private countsWriteScheduled = false
  /** Chat messages sent since the room woke, for the fan-out line logged at the stream's end. */
  private chatMessages = 0

  async fetch(request: Request): Promise<Response> {
    const identity = readRoomRequest(request)
    if (identity instanceof Response) return identity
    this.storage.streamId = identity.streamId
    return acceptRoomSocket(this.ctx, this, identity)
  }

  openMedia(channel: MediaChannel, socket: WebSocket, attachment: SocketAttachment): Promise<void> {
    return this[channel].open(socket, attachment)
  }

  /** Called by the API when the owner ends or deletes the stream over HTTP; not reachable from the public door. */
  async end(streamId: number): Promise<void> {
    this.storage.streamId = streamId
    await this.endStream()
  }

  /** Called by the API when it makes a live stream: its host has the grace to connect, or the stream ends. */
  async expectHost(streamId: number): Promise<void> {
    this.storage.streamId = streamId
    await this.countDownUnlessHostPresent()
  }

  // ---- called by the door and the stream's shard rooms (docs/decisions/017-shard-rooms.md) ----

  /** How many rooms the door spreads the stream's next listener over; 1 means this room. */
  async listenerRooms(): Promise<number> {
    return this.shards.rooms(this.registry.size)
  }

  /** A shard room got its first socket: it gets the stream's start, then every broadcast and chunk. */
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
    this.countsChanged()
  }

  /** A shard room's socket said something only the root decides: answered as this room answers its own sockets. */
  async fromShard(sender: SocketAttachment, message: ClientMessage): Promise<ShardAnswer> {
    const reply = new ShardReply()
    if (isModerationMessage(message)) {
      await this.moderation.handle(reply.socket, sender, message)
      return reply.done()
    }
    switch (message.type) {
      case 'join':
        if (!(await this.admitViewer(reply.socket, sender))) return reply.done()
        await this.greetViewer(reply.socket, sender)
        return reply.joined()
      case 'chat':
        await this.chat(reply.socket, sender, message.data.message)
        return reply.done()
      default:
        return reply.done()
    }
  }

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

  /**
   * Writes the counts back, and ends a stream that has been without a host longer than the grace. While a host is
   * here it comes back every grace: a room evicted mid-stream loses its sockets without a close event, and only
   * this alarm then notices the host (and the viewers) are gone.
   */
  async alarm(): Promise<void> {
    this.countsWriteScheduled = false
    const stream = await this.loadStream()
    if (!stream || this.storage.ended) return
    const hostAwaySince = this.storage.hostAwaySince
    if (hostAwaySince !== null && !this.hostPresent()) {
      if (Date.now() >= hostAwaySince + HOST_AWAY_GRACE_MS) return this.endStream()
      await this.scheduleAlarm(hostAwaySince + HOST_AWAY_GRACE_MS)
    } else if (hostAwaySince === null) {
      await (this.hostPresent()
        ? this.scheduleAlarm(Date.now() + HOST_AWAY_GRACE_MS)
        : this.countDownUnlessHostPresent())
    }
    await recordViewerCounts(getDb(this.env.DB), stream.id, this.viewerCount(), this.storage.peakViewerCount)
  }

  private async dispatch(socket: WebSocket, sender: SocketAttachment, message: ClientMessage): Promise<void> {
    if (isModerationMessage(message)) return this.moderation.handle(socket, sender, message)
    switch (message.type) {
      case 'ping':
        return this.outbox.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
      case 'join':
        return this.join(socket, this.speaks(socket, sender, 'viewer-page'))
      case 'join-stream':
        return this.join(socket, this.speaks(socket, sender, 'studio'))
      case 'chat':
        return this.chat(socket, this.speaks(socket, sender, 'viewer-page'), message.data.message)
      case 'chat-message':
        return this.chat(socket, this.speaks(socket, sender, 'studio'), message.data.message)
      case 'leave':
      case 'leave-stream':
        return this.leave(socket, sender)
      case 'host-stream':
        return this.host(socket, this.speaks(socket, sender, 'studio'))
      case 'end-stream':
        if (!sender.isOwner) return this.sendError(socket, 'forbidden', "Only the stream's owner can end it")
        return this.endStream()
      case 'stream-offer':
      case 'stream-answer':
      case 'ice-candidate':
        if (!relaySignal(this.registry, this.outbox, sender, message)) {
          return this.sendError(socket, 'forbidden', 'Only the host and its viewers exchange connection details')
        }
        return
    }
  }

  /** The socket's vocabulary is that of its first message; later ones do not change it. */
  private speaks(socket: WebSocket, sender: SocketAttachment, vocabulary: 'viewer-page' | 'studio'): SocketAttachment {
    return sender.vocabulary ? sender : this.registry.update(socket, { vocabulary })
  }

  /** Stream missing or ended: tells the socket in its vocabulary and returns true. */
  private async refuseUnavailable(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    if (!sender.streamFound) {
      this.outbox.send(socket, { type: 'stream-not-found', data: { streamId: sender.streamId } })
      return true
    }
    if (!(await this.isEnded())) return false
    if (sender.vocabulary === 'studio')
      this.outbox.send(socket, { type: 'stream-ended', data: { streamId: sender.streamId } })
    else this.outbox.send(socket, await this.statusMessage())
    return true
  }

  private async join(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!(await this.admitViewer(socket, sender))) return
    if (sender.role !== 'viewer') {
      this.registry.update(socket, { role: 'viewer' })
      if (sender.vocabulary === 'studio')
        this.outbox.broadcast('studio-hosts', { type: 'viewer-joined', data: { viewerId: sender.id } })
      this.countsChanged()
    }
    await this.greetViewer(socket, sender)
  }

  /** A joining viewer's history (an ended stream's page still shows what was said); false when refused. */
  private async admitViewer(socket: WebSocket, sender: SocketAttachment): Promise<boolean> {
    if (sender.vocabulary === 'viewer-page' && sender.streamFound) {
      this.outbox.send(socket, { type: 'chat_history', data: { messages: this.storage.chatHistory() } })
    }
    return !(await this.refuseUnavailable(socket, sender))
  }

  private async greetViewer(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (sender.vocabulary === 'viewer-page') this.outbox.send(socket, await this.statusMessage())
    this.moderation.greet(socket, sender)
  }

  private async host(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (await this.refuseUnavailable(socket, sender)) return
    if (!sender.isOwner) return this.sendError(socket, 'forbidden', "Only the stream's owner can host it")
    this.registry.update(socket, { role: 'host' })
    this.hostArrived()
    // A host that reconnects rebuilds one peer connection per viewer already watching.
    for (const viewer of this.registry.audience('studio-viewers')) {
      this.outbox.send(socket, { type: 'viewer-joined', data: { viewerId: this.registry.get(viewer)!.id } })
    }
    this.outbox.send(socket, { type: 'viewer-count', data: { count: this.viewerCount() } })
    this.moderation.greet(socket, sender)
  }

  private async leave(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    if (!sender.role) return
    this.registry.update(socket, { role: null })
    if (sender.role === 'viewer') this.viewerLeft(sender)
    else await this.countDownUnlessHostPresent()
  }

  private viewerLeft(viewer: SocketAttachment): void {
    if (viewer.vocabulary === 'studio')
      this.outbox.broadcast('studio-hosts', { type: 'viewer-left', data: { viewerId: viewer.id } })
    this.countsChanged()
  }

  private async chat(socket: WebSocket, sender: SocketAttachment, text: string): Promise<void> {
    if (await this.refuseUnavailable(socket, sender)) return
    const refusal = await this.moderation.refusal(sender)
    if (refusal) return this.outbox.send(socket, refusal)
    if (!this.flood.admits(sender.chatter)) {
      if (this.flood.refusedTooOften(sender.id)) return this.closeSocket(socket, 1008, 'Too many messages')
      return this.sendError(socket, 'rate-limited', 'You are sending messages too quickly. Please wait a moment.')
    }
    const message = newChatMessage(sender, text)
    this.chatMessages++
    // Frames sent after a storage write wait for it to be durable (output gate): chat goes out first.
    this.outbox.broadcastCoalesced('viewer-page', viewerPageChatFrame(message))
    this.outbox.broadcastCoalesced('studio', studioChatFrame(message))
    this.storage.appendChat(message)
    this.flood.record(sender.chatter)
    this.moderation.sent(sender)
  }

  /** A socket closed or failed: counts and peers follow at once, whether it said goodbye or not. */
  private async depart(socket: WebSocket): Promise<void> {
    const gone = this.registry.remove(socket)
    if (!gone) return
    this.flood.forget(gone.id)
    if (gone.channel === 'chat' && gone.role === 'viewer') this.viewerLeft(gone)
    if (
      gone.channel !== 'chat' &&
      gone.mediaRole === 'host' &&
      !this[gone.channel].hostConnected &&
      !this.storage.ended
    ) {
      await this[gone.channel].announceStatus()
    }
    if (gone.role === 'host' || gone.mediaRole === 'host') await this.countDownUnlessHostPresent()
  }

  /** The host broadcasts from the studio (/ws) or an encoder (/audio, /video); any one keeps the stream going. */
  private hostPresent(): boolean {
    return this.registry.audience('studio-hosts').length > 0 || this.audio.hostConnected || this.video.hostConnected
  }

  /**
   * A host socket came (back): the stream no longer counts down to its end, and the alarm watches the host (see alarm).
   */
  hostArrived(): void {
    if (this.storage.hostAwaySince !== null) this.storage.hostAwaySince = null
    void this.scheduleAlarm(Date.now() + HOST_AWAY_GRACE_MS)
  }

  /**
   * The stream was just made, or its last host socket went: it ends unless a host is here within the grace (see
   * alarm). One countdown for both, so a host who never came ends the stream exactly as one who left.
   */
  private async countDownUnlessHostPresent(): Promise<void> {
    if (this.storage.ended || this.hostPresent() || this.storage.hostAwaySince !== null) return
    const now = Date.now()
    this.storage.hostAwaySince = now
    await this.scheduleAlarm(now + HOST_AWAY_GRACE_MS)
  }

  private countsChanged(): void {
    this.moderation.people.changed()
    this.storage.notePeak(this.viewerCount())
    void this.scheduleCountsWrite()
    this.counts.poke()
  }

  private broadcastCounts(): void {
    const count = this.viewerCount()
    this.outbox.broadcast('viewer-page', { type: 'viewer_count', data: { viewerCount: count } })
    this.outbox.broadcast('studio', { type: 'viewer-count', data: { count } })
  }

  private async scheduleCountsWrite(): Promise<void> {
    if (this.countsWriteScheduled) return
    this.countsWriteScheduled = true
    await this.scheduleAlarm(Date.now() + COUNT_WRITE_DELAY_MS)
  }

  /** One alarm serves every timed job: it is set to the earliest, and the alarm re-arms for what is left. */
  private async scheduleAlarm(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm()
    if (current === null || at < current) await this.ctx.storage.setAlarm(at)
  }

  /**
   * Ends the stream once: the row and the user's isStreaming follow, every page hears it in its vocabulary, media
   * sockets close, and the recording is published as the host's track.
   */
  private async endStream(): Promise<void> {
    const firstTime = !this.storage.ended
    this.storage.markEnded()
    const stream = await this.loadStream()
    const db = getDb(this.env.DB)
    if (stream) {
      await recordViewerCounts(db, stream.id, 0, this.storage.peakViewerCount)
      await endStream(db, stream)
    }
    if (firstTime) {
      this.announceEnd(await this.statusMessage())
      this.logFanout()
    }
    await this.publishRecording()
  }

  /**
   * What one chat message cost this room (Workers Logs; the shard benchmark reads it): the frames it handed its own
   * sockets and the calls to shard rooms. A sharded root's share stays flat as the audience grows (ADR 017).
   */
  private logFanout(): void {
    const { chatMessages } = this
    const chatFrames = this.outbox.chatFrames
    const chatShardCalls = this.shards.chatCalls
    console.info(
      JSON.stringify({
        event: 'room-chat-fanout',
        streamId: this.storage.streamId,
        chatMessages,
        chatFrames,
        chatShardCalls,
      }),
    )
  }

  /** Completes what was recorded and publishes it as the host's track (once: a finished recording is cleared). */
  private async publishRecording(): Promise<void> {
    const stream = await this.loadStream()
    if (!stream) return
    const header = this.storage.media.audio.header
    const recording = await this.recording().finish(header ? webmTimecodeScale(new Uint8Array(header)) : undefined)
    const video = await this.videoRecording().finish()
    if (recording) {
      const segments = video.map(({ startedAt, ...segment }) => ({
        ...segment,
        startMs: startedAt - recording.startedAt,
      }))
      await publishLiveRecording(getDb(this.env.DB), stream, recording, segments)
    } else if (video.length > 0) {
      await this.env.MEDIA.delete(video.map((segment) => segment.key))
    }
  }

  /**
   * Video is recorded beside the audio until the audio recording is published. An audio recording that reaches its
   * limit is published at once and the host told; the stream and its audio go on.
   */
  async record(channel: MediaChannel, chunk: ArrayBuffer, opens: boolean): Promise<void> {
    if (channel === 'video') return opens ? this.videoRecording().begin(chunk) : this.videoRecording().append(chunk)
    const stoppedBy = this.recording().append(chunk)
    if (!stoppedBy) return
    const message: ServerMessage = { type: 'recording-stopped', data: { reason: stoppedBy } }
    this.outbox.broadcast('studio-hosts', message)
    this.outbox.broadcast('audio-hosts', message)
    await this.publishRecording()
  }

  private announceEnd(status: StreamStatus): void {
    const streamId = this.storage.streamId!
    this.outbox.broadcast('studio', { type: 'stream-ended', data: { streamId } })
    this.outbox.broadcast('viewer-page', status)
    this.audio.end(status)
    this.video.end(status)
    const wasWatched = this.viewerCount() > 0
    for (const socket of [...this.registry.audience('studio'), ...this.registry.audience('viewer-page')]) {
      if (this.registry.get(socket)?.role) this.registry.update(socket, { role: null })
    }
    this.shards.end(status)
    if (wasWatched) this.counts.runNow()
  }

  async statusMessage(): Promise<StreamStatus> {
    const stream = await this.loadStream()
    const ended = await this.isEnded()
    return {
      type: 'stream_status',
      data: {
        streamId: this.storage.streamId ?? stream?.id ?? 0,
        isLive: !ended && (stream?.isLive ?? false),
        viewerCount: this.viewerCount(),
        peakViewerCount: this.storage.peakViewerCount,
        startTime: stream?.startedAt?.getTime() ?? null,
        audioLevel: this.audio.level,
        audioLive: !ended && this.audio.hostConnected,
        videoLive: !ended && this.video.hostConnected,
      },
    }
  }

  /** Viewers here and on the stream's shard rooms. */
  private viewerCount(): number {
    return this.registry.viewerCount() + this.shards.viewers
  }

  forwardMedia(channel: MediaChannel, chunk: ArrayBuffer, opensRecording: boolean): void {
    this.shards.media(channel, chunk, opensRecording)
  }

  private recording(): Recording {
    this.activeRecording ??= new Recording(
      this.ctx.storage.sql,
      this.env.MEDIA,
      this.storage.streamId!,
      this.recordingLimits,
    )
    return this.activeRecording
  }

  private videoRecording(): VideoRecording {
    this.activeVideoRecording ??= new VideoRecording(
      this.ctx.storage.sql,
      this.env.MEDIA,
      this.storage.streamId!,
      this.recordingLimits,
    )
    return this.activeVideoRecording
  }

  closeSocket(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason)
    } catch {
      // Already closed.
    }
    void this.depart(socket)
  }

  private sendError(socket: WebSocket, code: RoomErrorCode, message: string): void {
    this.outbox.send(socket, { type: 'error', data: { message, code } })
  }

  private async isEnded(): Promise<boolean> {
    if (this.storage.ended) return true
    const stream = await this.loadStream()
    return Boolean(stream?.endedAt)
  }

  /** The stream row, read once per wake-up (D1 is its truth; the room only caches it). */
  private async loadStream(): Promise<RoomStream | undefined> {
    const streamId = this.storage.streamId
    if (!this.stream && streamId) this.stream = await findRoomStream(getDb(this.env.DB), streamId)
    return this.stream
  }
}
