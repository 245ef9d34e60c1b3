import type { RoomIdentity } from '../room/room-identity'

/** The most shard rooms one stream spreads over (docs/decisions/017-shard-rooms.md). */
const MAX_SHARDS = 32
/** A room takes this many listeners before the stream's new listeners go to shard rooms (ROOM_LISTENERS_PER_SHARD). */
export const DEFAULT_LISTENERS_PER_SHARD = 1000

/** Carries the shard room's number with the upgrade; the Worker sets it, as it sets the identity. */
export const ROOM_SHARD_HEADER = 'X-Room-Shard'

/** Shard k of a stream: the same stream id and k always name the same room. */
export const shardOf = (env: Env, streamId: number, shard: number) =>
  env.SHARD_ROOM.get(env.SHARD_ROOM.idFromName(`${streamId}#shard${shard}`))

/**
 * How many rooms the stream's new listeners spread over: 1 (the root itself) until the stream has a room's worth of
 * listeners, then one shard per `listenersPerShard`, at least `minShards`, at most MAX_SHARDS.
 */
export function shardCount(listeners: number, listenersPerShard: number, minShards: number): number {
  const wanted = listeners + 1 < listenersPerShard ? 1 : Math.ceil((listeners + 1) / listenersPerShard)
  return Math.min(MAX_SHARDS, Math.max(1, minShards, wanted))
}

/**
 * A listener socket may live on a shard room: the viewer page's /ws (it says so with `page=viewer`), /audio and
 * /video listeners, of a stream that exists, and not the owner's (the owner's sockets stay with the authority).
 */
export function mayLiveOnShard(identity: RoomIdentity, viewerPage: boolean): boolean {
  if (!identity.streamFound || identity.isOwner) return false
  return identity.channel === 'chat' ? viewerPage : identity.mediaRole === 'listener'
}

/**
 * Which of `shards` rooms a listener goes to: a hash of their network (so every socket of one address shares a room,
 * and the per-address limit holds), else of their user id; a socket with neither goes anywhere.
 */
export function shardIndex(identity: Pick<RoomIdentity, 'address' | 'userId'>, shards: number): number {
  const key = identity.address ?? (identity.userId !== null ? `user:${identity.userId}` : crypto.randomUUID())
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % shards
}
