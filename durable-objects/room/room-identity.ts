import type { MediaChannel, MediaRole } from '../../contracts/room'

/**
 * Who a socket belongs to, decided by the Worker at upgrade (session cookie, stream key, stream lookup) and handed
 * to the room in a header the Worker sets itself: the room never trusts anything the client sends about itself.
 */
export interface RoomIdentity {
  streamId: number
  /** False when no such stream exists: /ws sockets are then told stream-not-found. */
  streamFound: boolean
  userId: number | null
  displayName: string | null
  /** The stream's owner (by session) or a holder of its stream key. */
  isOwner: boolean
  channel: 'chat' | MediaChannel
  /** On /audio and /video: whether the socket sends the channel or listens to it. */
  mediaRole: MediaRole | null
  /**
   * The client's network (CF-Connecting-IP, an IPv6 address by its /64: `clientNetworkOf`); null when none was given.
   */
  address: string | null
}

export const ROOM_IDENTITY_HEADER = 'X-Room-Identity'

export const encodeRoomIdentity = (identity: RoomIdentity) => encodeURIComponent(JSON.stringify(identity))

export function decodeRoomIdentity(headers: Headers): RoomIdentity | null {
  const value = headers.get(ROOM_IDENTITY_HEADER)
  if (!value) return null
  try {
    return JSON.parse(decodeURIComponent(value)) as RoomIdentity
  } catch {
    return null
  }
}

/** The room of a stream: one Durable Object per stream id. */
export const roomOf = (env: Env, streamId: number) => env.STREAM_ROOM.get(env.STREAM_ROOM.idFromName(String(streamId)))
