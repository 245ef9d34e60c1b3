import { parse as parseCookies } from 'hono/utils/cookie'
import { mediaRoleSchema, streamIdSchema, type MediaRole } from '../contracts/room'
import {
  encodeRoomIdentity,
  ROOM_IDENTITY_HEADER,
  roomOf,
  type RoomIdentity,
} from '../durable-objects/room/room-identity'
import { mayLiveOnShard, ROOM_SHARD_HEADER, shardIndex, shardOf } from '../durable-objects/shards/shard-route'
import { clientNetworkOf } from './auth/client-network'
import { sameSecret } from './auth/same-secret'
import { SESSION_COOKIE, userFromSessionCookie } from './auth/session'
import { readSessionCookie } from './auth/session-cookie'
import { answerError as refuse } from './api/http'
import { getDb } from './db/client'
import { findStreamRow } from './db/streams'
import { holdUntilStreamNamed } from './room-door-first-message'

/**
 * /ws?streamId=, plain /ws, /audio?streamId=&role= and /video?streamId=&role=: the Worker decides who is connecting
 * (session cookie, or the
 * stream key for a broadcasting program), refuses other sites' pages, and hands the room that identity in a header
 * it builds itself, so nothing the client sends about itself reaches the room. Plain /ws names its stream
 * in the first message; the Worker holds that socket until then and relays it afterwards (ADR 008).
 */
export async function openRoomSocket(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const channel = channelOf(url.pathname)
  const streamIdParam = url.searchParams.get('streamId')
  if (channel === 'chat' && streamIdParam === null) {
    return (
      refusedUpgrade(request, url) ??
      holdUntilStreamNamed((streamId) => enterRoom(request, env, streamId, 'chat', null))
    )
  }
  const streamId = streamIdSchema.safeParse(streamIdParam)
  if (!streamId.success) return refuse(400, 'A numeric streamId query parameter is required')
  const refused = refusedUpgrade(request, url)
  if (refused) return refused
  const role = channel !== 'chat' ? mediaRoleSchema.safeParse(url.searchParams.get('role') ?? 'listener') : null
  if (role && !role.success) return refuse(400, 'role must be host or listener')
  return enterRoom(request, env, streamId.data, channel, role?.data ?? null)
}

const channelOf = (pathname: string): RoomIdentity['channel'] =>
  pathname === '/audio' ? 'audio' : pathname === '/video' ? 'video' : 'chat'

/** Not a WebSocket upgrade, or a page of another site: the refusal; null for a socket this site may open. */
function refusedUpgrade(request: Request, url: URL): Response | null {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return refuse(426, 'Expected a WebSocket upgrade')
  // Browsers always send Origin on a WebSocket; a page of another site must not ride the user's cookie.
  const origin = request.headers.get('Origin')
  if (origin !== null && origin !== url.origin) return refuse(403, 'This site only')
  return null
}

/** Who is connecting to which stream, handed to the stream's room with the upgrade; answers the room's 101. */
async function enterRoom(
  request: Request,
  env: Env,
  streamId: number,
  channel: RoomIdentity['channel'],
  mediaRole: MediaRole | null,
): Promise<Response> {
  const db = getDb(env.DB)
  const [stream, user] = await Promise.all([
    findStreamRow(db, streamId),
    userFromSessionCookie(
      db,
      readSessionCookie(parseCookies(request.headers.get('Cookie') ?? '', SESSION_COOKIE)[SESSION_COOKIE]),
    ),
  ])
  if (!stream && channel !== 'chat') return refuse(404, 'Stream not found')
  const streamKey = new URL(request.url).searchParams.get('streamKey')
  const isOwner = Boolean(
    stream &&
      ((user && user.id === stream.userId) ||
        (streamKey && stream.streamKey && sameSecret(streamKey, stream.streamKey))),
  )
  if (mediaRole === 'host' && !isOwner) return refuse(403, `Only the stream's owner can broadcast ${channel}`)

  const identity: RoomIdentity = {
    streamId,
    streamFound: Boolean(stream),
    userId: user?.id ?? null,
    displayName: user?.displayName ?? null,
    isOwner,
    channel,
    mediaRole,
    address: clientNetworkOf(request.headers),
  }
  const headers = new Headers({ Upgrade: 'websocket', [ROOM_IDENTITY_HEADER]: encodeRoomIdentity(identity) })
  const root = roomOf(env, streamId)
  const viewerPage = new URL(request.url).searchParams.get('page') === 'viewer'
  // A large stream's listeners spread over shard rooms; the root says over how many (ADR 017). Ended: the root answers.
  if (stream?.endedAt || !mayLiveOnShard(identity, viewerPage)) return root.fetch(request.url, { headers })
  const rooms = await root.listenerRooms()
  if (rooms === 1) return root.fetch(request.url, { headers })
  const shard = shardIndex(identity, rooms)
  headers.set(ROOM_SHARD_HEADER, String(shard))
  return shardOf(env, streamId, shard).fetch(request.url, { headers })
}
