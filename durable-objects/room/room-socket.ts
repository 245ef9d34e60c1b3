import { ROOM_SOCKETS_PER_ADDRESS, type MediaChannel } from '../../contracts/room'
import { chatterOf } from './chat/chatter'
import type { Outbox } from './outbox'
import { decodeRoomIdentity, type RoomIdentity } from './room-identity'
import type { SocketAttachment, SocketRegistry } from './socket-registry'

/** The identity the Worker's door gave a room request, or the answer to a request that did not come through it. */
export function readRoomRequest(request: Request): RoomIdentity | Response {
  const identity = decodeRoomIdentity(request.headers)
  if (!identity) return Response.json({ message: 'Rooms are reached through /ws, /audio and /video' }, { status: 400 })
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return Response.json({ message: 'Expected a WebSocket upgrade' }, { status: 426 })
  }
  return identity
}

interface SocketRoom {
  registry: SocketRegistry
  outbox: Outbox
  /** A media socket's start: the header and current Cluster for a listener, the status for all. */
  openMedia(channel: MediaChannel, socket: WebSocket, attachment: SocketAttachment): Promise<void>
}

/**
 * Accepts the socket of a door-checked request (hibernatable, tagged with its channel) and answers the 101: refused
 * past ROOM_SOCKETS_PER_ADDRESS from one address, otherwise registered and greeted (welcome on /ws, the media
 * start on /audio and /video).
 */
export async function acceptRoomSocket(
  ctx: DurableObjectState,
  room: SocketRoom,
  identity: RoomIdentity,
  onAdded?: () => void,
): Promise<Response> {
  const id = crypto.randomUUID()
  const chatter = await chatterOf(identity, id)
  const { 0: client, 1: server } = new WebSocketPair()
  ctx.acceptWebSocket(server, [identity.channel])
  if (identity.address !== null && room.registry.fromAddress(identity.address) >= ROOM_SOCKETS_PER_ADDRESS) {
    room.outbox.send(server, {
      type: 'error',
      data: { message: 'Too many connections from your address to this stream', code: 'rate-limited' },
    })
    server.close(1008, 'Too many connections from your address')
    return new Response(null, { status: 101, webSocket: client })
  }
  const attachment: SocketAttachment = { ...identity, id, chatter, vocabulary: null, role: null, sentHeader: false }
  room.registry.add(server, attachment)
  onAdded?.()
  if (identity.channel !== 'chat') await room.openMedia(identity.channel, server, attachment)
  else {
    const { streamId, userId, displayName, isOwner } = attachment
    room.outbox.send(server, { type: 'welcome', data: { socketId: id, streamId, userId, displayName, isOwner } })
  }
  return new Response(null, { status: 101, webSocket: client })
}
