import type { ClientMessage, MediaChannel, ServerMessage } from '../../contracts/room'
import type { PresentPeople } from '../room/chat/chat-people'
import type { AudienceName, SocketAttachment } from '../room/socket-registry'

/**
 * The RPC between a stream's root room and its shard rooms (docs/decisions/017-shard-rooms.md): what each side calls
 * on the other and what travels with the calls. Both sides import it, neither imports the other.
 */

export type StreamStatus = Extract<ServerMessage, { type: 'stream_status' }>

/** The audiences a shard room holds sockets of; studio and host broadcasts stay with the root. */
const shardAudiences = ['viewer-page', 'listeners', 'video-listeners'] as const
export type ShardAudience = (typeof shardAudiences)[number]
export const isShardAudience = (audience: AudienceName): audience is ShardAudience =>
  (shardAudiences as readonly string[]).includes(audience)

/** What a shard room needs to start its own late joiners as the root would: the header and the current Cluster. */
export interface MediaStartSnapshot {
  header: ArrayBuffer
  cluster: ArrayBuffer[]
}

/** What a shard room starts from when it attaches: the stream's status and each channel's start for late joiners. */
export interface ShardStart {
  status: StreamStatus
  ended: boolean
  media: Partial<Record<MediaChannel, MediaStartSnapshot>>
}

/** What a shard room reports of its sockets, at most every COUNT_REPORT_INTERVAL_MS while they change. */
export interface ShardReport {
  viewers: number
  sockets: number
  people: PresentPeople
}

/**
 * What the root answers a shard room for one of its sockets: the frames to send it, whether to close it, whether it
 * joined.
 */
export interface ShardAnswer {
  frames: string[]
  close: { code: number; reason: string } | null
  /** A `join` the root admitted: the shard counts the socket as a viewer. */
  joined: boolean
}

/** What a shard room calls on its root (StreamRoom). */
export interface RootRpc {
  /** A shard room got its first socket: it gets the stream's start, then every broadcast and chunk. */
  attachShard(streamId: number, shard: number): Promise<void>
  shardCounts(shard: number, report: ShardReport): Promise<void>
  /** A shard room's socket said something only the root decides (join, chat, moderation). */
  fromShard(sender: SocketAttachment, message: ClientMessage): Promise<ShardAnswer>
}

/** What the root calls on each of its shard rooms (ShardRoom), in the order it sent them. */
export interface ShardRpc {
  start(start: ShardStart): void
  broadcast(audience: ShardAudience, message: ServerMessage, coalesce: boolean): void
  toChatter(chatter: string, message: ServerMessage): void
  media(channel: MediaChannel, chunk: ArrayBuffer, opensRecording: boolean): void
  /** The stream ended: the root's status already went out. */
  end(status: StreamStatus): void
}
