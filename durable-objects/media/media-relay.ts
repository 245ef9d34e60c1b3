import {
  AUDIO_FRAME_MAX_BYTES,
  mediaClientMessageSchema,
  VIDEO_FRAME_MAX_BYTES,
  type MediaChannel,
  type ServerMessage,
} from '../../contracts/room'
import { startsWithEbmlHeader } from '../../contracts/webm'
import type { Outbox } from '../room/outbox'
import { takeOverHost } from '../room/host-takeover'
import { LiveMediaStart } from './live-media-start'
import type { RoomStorage } from '../room/room-storage'
import type { MediaStartSnapshot, StreamStatus } from '../shards/protocol'
import type { AudienceName, SocketAttachment, SocketRegistry } from '../room/socket-registry'

export interface MediaRelayRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  statusMessage(): Promise<StreamStatus>
  /** Closes one socket for breaking a rule, without disturbing the others. */
  closeSocket(socket: WebSocket, code: number, reason: string): void
}

/** The stream's root room holds the host's sockets: it hears the host, records it and feeds the shard rooms. */
export interface RootFanOut {
  kind: 'root'
  hostArrived(): void
  /**
   * Records a chunk of the host's audio or video, unless the recording has stopped. `opens`: it opens with a header,
   * and `lastCluster` is then the current Cluster the relay kept until it (empty for other chunks).
   */
  record(channel: MediaChannel, chunk: ArrayBuffer, opens: boolean, lastCluster: readonly ArrayBuffer[]): Promise<void>
  /** The host's chunk also goes to each shard room of the stream, once. */
  forward(channel: MediaChannel, chunk: ArrayBuffer, opensRecording: boolean): void
}

/** A shard room holds listeners only (docs/decisions/017-shard-rooms.md): it relays what the root forwards. */
export interface ShardFanOut {
  kind: 'shard'
  /** Whether the root's last status said the channel is on. */
  hostConnected(channel: MediaChannel): boolean
}

/** Where the relay's room stands in the stream's fan-out: the root, or one of its shard rooms. */
export type MediaFanOut = RootFanOut | ShardFanOut

/** What sets one channel apart from the other: its sockets, its frame limit. */
interface ChannelRules {
  channel: MediaChannel
  /** Said to people: 'Audio frame too big'. */
  label: string
  hosts: AudienceName
  listeners: AudienceName
  frameMaxBytes: number
}

const channelRules: Record<MediaChannel, ChannelRules> = {
  audio: {
    channel: 'audio',
    label: 'Audio',
    hosts: 'audio-hosts',
    listeners: 'listeners',
    frameMaxBytes: AUDIO_FRAME_MAX_BYTES,
  },
  video: {
    channel: 'video',
    label: 'Video',
    hosts: 'video-hosts',
    listeners: 'video-listeners',
    frameMaxBytes: VIDEO_FRAME_MAX_BYTES,
  },
}

/**
 * /audio and /video (docs/product/room-protocol.md#audio-and-video-relay): the host's binary WebM chunks go to every
 * listener of the channel in order, the same buffer to all; a late joiner first gets the header of the host's
 * connection and the current Cluster from its start, so it can decode from its first byte; what the host sends is also
 * recorded, up to the recording's limits.
 */
export class MediaRelay {
  /** Last level the audio host reported, 0..1. */
  level = 0
  /** Broadcasting software pushes this channel over HTTP (ingest.ts): it is the channel's host meanwhile. */
  pushing = false
  private readonly start: LiveMediaStart
  private readonly rules: ChannelRules

  constructor(
    private readonly room: MediaRelayRoom,
    channel: MediaChannel,
    private readonly fanOut: MediaFanOut,
  ) {
    this.rules = channelRules[channel]
    this.start = new LiveMediaStart(room.storage.media[channel].cluster)
  }

  get hostConnected(): boolean {
    if (this.fanOut.kind === 'shard') return this.fanOut.hostConnected(this.rules.channel)
    return this.pushing || this.room.registry.audience(this.rules.hosts).length > 0
  }

  private get header(): ArrayBuffer | null {
    return this.room.storage.media[this.rules.channel].header
  }

  async open(socket: WebSocket, attachment: SocketAttachment): Promise<void> {
    // The socket already receives live chunks: its start must go out before the first await lets one in.
    if (attachment.mediaRole !== 'host') this.sendStart(socket)
    const status = await this.room.statusMessage()
    if (this.room.storage.ended) {
      this.room.outbox.send(socket, status)
      return this.room.closeSocket(socket, 1000, 'Stream ended')
    }
    if (attachment.mediaRole === 'host') {
      // A reloaded studio's media takes over at once rather than waiting for the old socket to time out.
      takeOverHost(this.room, this.rules.hosts, socket)
      if (this.fanOut.kind === 'root') this.fanOut.hostArrived()
      return this.announceStatus()
    }
    this.room.outbox.send(socket, status)
  }

  private sendStart(socket: WebSocket): void {
    const header = this.header
    if (this.room.storage.ended || !header || !this.hostConnected) return
    this.room.outbox.sendBinary(socket, header)
    for (const bytes of this.start.currentCluster) this.room.outbox.sendBinary(socket, bytes)
  }

  chunk(socket: WebSocket, sender: SocketAttachment, chunk: ArrayBuffer): Promise<void> | void {
    const { label } = this.rules
    if (chunk.byteLength > this.rules.frameMaxBytes)
      return this.room.closeSocket(socket, 1009, `${label} frame too big`)
    if (sender.mediaRole !== 'host')
      return this.room.closeSocket(socket, 1008, `Only the host sends ${label.toLowerCase()}`)
    // A host connection opens with a new recording's header, or carries on the recording of the one before.
    const opensRecording = !sender.sentHeader && startsWithEbmlHeader(chunk)
    if (!sender.sentHeader) this.room.registry.update(socket, { sentHeader: true })
    return this.fromHost(chunk, opensRecording)
  }

  /** A chunk the host broadcasts, from its socket or a push: relayed, and recorded by the root. */
  fromHost(chunk: ArrayBuffer, opensRecording: boolean): Promise<void> | void {
    if (this.room.storage.ended) return
    // A new recording's header replaces the start; the recording measures where the one before ended by its Cluster.
    const lastCluster = opensRecording ? [...this.start.currentCluster] : []
    this.relay(chunk, opensRecording)
    if (this.fanOut.kind === 'root') return this.fanOut.record(this.rules.channel, chunk, opensRecording, lastCluster)
  }

  /** A chunk of the host's connection: kept for late joiners, sent to this room's listeners (and the root's shards). */
  relay(chunk: ArrayBuffer, opensRecording: boolean): void {
    if (opensRecording) this.room.storage.media[this.rules.channel].header = this.start.begin(chunk)
    else this.start.push(chunk)
    this.room.outbox.broadcastBinary(this.rules.listeners, chunk)
    if (this.fanOut.kind === 'root') this.fanOut.forward(this.rules.channel, chunk, opensRecording)
  }

  /** The start a shard room takes over when it attaches mid-stream; null before the host's first chunk. */
  snapshot(): MediaStartSnapshot | null {
    const header = this.header
    return header && { header, cluster: [...this.start.currentCluster] }
  }

  /** A shard room takes over the root's start (snapshot), without sending anything. */
  adopt({ header, cluster }: MediaStartSnapshot): void {
    this.room.storage.media[this.rules.channel].header = this.start.begin(header)
    for (const part of cluster) this.start.push(part)
  }

  text(socket: WebSocket, sender: SocketAttachment, message: unknown): void {
    const parsed = mediaClientMessageSchema.safeParse(message)
    if (!parsed.success) {
      return this.room.outbox.send(socket, {
        type: 'error',
        data: { message: 'Unknown or malformed message', code: 'malformed' },
      })
    }
    switch (parsed.data.type) {
      case 'ping':
        return this.room.outbox.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
      case 'audio_level':
        if (sender.mediaRole !== 'host' || this.rules.channel !== 'audio') {
          return this.room.outbox.send(socket, {
            type: 'error',
            data: { message: 'Only the audio host reports audio levels', code: 'forbidden' },
          })
        }
        this.level = parsed.data.data.level
        return this.room.outbox.broadcast(this.rules.listeners, { type: 'audio_level', data: { level: this.level } })
    }
  }

  /** The stream ended: listeners hear it, then every socket of the channel closes. */
  end(status: ServerMessage): void {
    this.room.outbox.broadcast(this.rules.listeners, status)
    this.closeAll()
  }

  /** Every socket of the channel closes (a shard room's listeners already heard the root's status). */
  closeAll(): void {
    const { registry } = this.room
    for (const socket of [...registry.audience(this.rules.listeners), ...registry.audience(this.rules.hosts)]) {
      this.room.closeSocket(socket, 1000, 'Stream ended')
    }
  }

  /** A host came or went: listeners and the viewer page learn whether the channel is on. */
  async announceStatus(): Promise<void> {
    const status = await this.room.statusMessage()
    this.room.outbox.broadcast(this.rules.listeners, status)
    this.room.outbox.broadcastEvent({ kind: 'stream-status', status })
  }
}
