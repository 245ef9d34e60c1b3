import { z } from 'zod'
import { messageStreamId, withoutControlCharacters } from './common'
import { CHAT_MESSAGE_MAX } from './plain-values'
import { moderationClientMessages, moderationServerMessages } from './room-moderation'

/**
 * The StreamRoom protocol (docs/product/room-protocol.md): every frame is JSON `{ type, data }`. One socket at
 * /ws?streamId= (or plain /ws, whose first message names the stream: ADR 008) speaks either the viewer page's
 * vocabulary (snake_case types) or the go-live studio's (kebab-case types); the room answers each socket in the
 * vocabulary of its first message. /audio?streamId=&role= carries binary audio from the host and the control frames
 * below; /video?streamId=&role= carries the host's camera or screen the same way.
 */

export const streamIdSchema = z.coerce.number().int().positive()

/**
 * Chat flood control (docs/product/limits.md#chat): at most this many chat messages in the window per signed-in user,
 * or per visitor address, across all of their sockets; then an error frame.
 */
export const CHAT_FLOOD_LIMIT = 5
export const CHAT_FLOOD_WINDOW_MS = 5000
/**
 * Sockets one address may hold open to one stream; the next is closed (1008). Ten: a viewer
 * page holds three (chat, audio, video), so three pages of one stream behind one address.
 */
export const ROOM_SOCKETS_PER_ADDRESS = 10
/** Hard frame limits: a bigger frame closes its socket (1009). */
export const TEXT_FRAME_MAX_BYTES = 64 * 1024
export const AUDIO_FRAME_MAX_BYTES = 256 * 1024
/** A 250 ms slice of 600 kbit/s video is about 20 KB; a key frame of a busy screen several times that. */
export const VIDEO_FRAME_MAX_BYTES = 1024 * 1024
/** Chat messages a viewer-page socket receives in chat_history on join. */
export const CHAT_HISTORY_SIZE = 50

const chatText = z
  .string()
  .trim()
  .min(1, 'Message cannot be empty')
  .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`)
  .refine(...withoutControlCharacters('Message'))

/** RTCSessionDescriptionInit, passed through untouched. */
const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().optional(),
})

/** RTCIceCandidateInit, passed through untouched; null is the end-of-candidates marker. */
const iceCandidateSchema = z
  .object({
    candidate: z.string().optional(),
    sdpMid: z.string().nullish(),
    sdpMLineIndex: z.number().int().nullish(),
    usernameFragment: z.string().nullish(),
  })
  .nullable()

/** A socket id: made by the room for each socket (viewerId, hostId, senderId, from). */
const socketId = z.string().min(1).max(64)

const message = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), data })

/** A message without fields of its own; a stream id sent along anyway is read like every other (number or digits). */
const noData = z.object({ streamId: messageStreamId.optional() }).passthrough().optional()

/**
 * A client message as the schemas read it: a client may send a message's fields at the top level, so a message
 * without `data` has its fields read from there, `{ type, streamId }` as `{ type, data: { streamId } }`.
 */
export function withDataEnvelope(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json
  if ('data' in json && json.data !== undefined && json.data !== null) return json
  const { type, ...fields } = json as Record<string, unknown>
  delete fields.data
  return { type, data: fields }
}

// ---- client → room on /ws ---------------------------------------------------------------------------------------

/** The viewer page's vocabulary. userId/username are ignored: the session decides. */
const viewerPageClientMessages = [
  message(
    'join',
    z.object({ streamId: messageStreamId, userId: z.number().nullish(), username: z.string().nullish() }),
  ),
  message(
    'chat',
    z.object({
      streamId: messageStreamId,
      userId: z.number().nullish(),
      username: z.string().nullish(),
      message: chatText,
    }),
  ),
  message('leave', noData),
] as const

/** The go-live studio's vocabulary. */
const studioClientMessages = [
  message('host-stream', z.object({ streamId: messageStreamId })),
  message('join-stream', z.object({ streamId: messageStreamId })),
  message('leave-stream', z.object({ streamId: messageStreamId })),
  message('end-stream', z.object({ streamId: messageStreamId })),
  message('chat-message', z.object({ streamId: messageStreamId, message: chatText })),
  message(
    'stream-offer',
    z.object({ streamId: messageStreamId, description: sessionDescriptionSchema, viewerId: socketId }),
  ),
  message('stream-answer', z.object({ hostId: socketId, description: sessionDescriptionSchema })),
  message('ice-candidate', z.object({ streamId: messageStreamId, targetId: socketId, candidate: iceCandidateSchema })),
] as const

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), data: noData }),
  ...viewerPageClientMessages,
  ...studioClientMessages,
  ...moderationClientMessages,
])

/** What a client builds (stream ids as number or digits). */
export type ClientMessageInput = z.input<typeof clientMessageSchema>
/** What the room reads after parsing. */
export type ClientMessage = z.output<typeof clientMessageSchema>

// ---- room → client on /ws ---------------------------------------------------------------------------------------

/** Viewer page chat message: username is the display name, or 'Guest' for a visitor. */
export const viewerChatMessageSchema = z.object({
  id: z.string(),
  userId: z.number().nullable(),
  username: z.string(),
  message: z.string(),
  /** Milliseconds since the epoch. */
  timestamp: z.number(),
})

/** The stream status message. Times are milliseconds since the epoch. */
const streamStatusSchema = z.object({
  streamId: z.number(),
  isLive: z.boolean(),
  viewerCount: z.number().int().nonnegative(),
  peakViewerCount: z.number().int().nonnegative(),
  startTime: z.number().nullable(),
  /** Last level the host reported, 0..1. */
  audioLevel: z.number(),
  /** Extra: whether a host is sending audio to /audio right now. */
  audioLive: z.boolean(),
  /** Extra: whether a host is sending its camera or screen to /video right now. */
  videoLive: z.boolean(),
  /**
   * Extra: the live stream has no host socket and counts down to its end (60 s); false again when the host is back.
   * Sent again whenever it changes.
   */
  hostAway: z.boolean(),
  /** Extra: the stream has ended (one that was waiting for broadcasting software may end without going live). */
  ended: z.boolean(),
})

/** Machine-readable reason of an error frame; the message is for people. */
export const roomErrorCodeSchema = z.enum([
  'malformed',
  'forbidden',
  'rate-limited',
  'wrong-stream',
  'stream-ended',
  'unsupported',
  'not-found',
])

const serverMessageSchemas = [
  message('pong', z.object({ timestamp: z.number() })),
  message('error', z.object({ message: z.string(), code: roomErrorCodeSchema })),
  /** Sent once when a socket opens: its own id (to label the studio's own messages 'You') and who it is. */
  message(
    'welcome',
    z.object({
      socketId,
      streamId: z.number(),
      userId: z.number().nullable(),
      displayName: z.string().nullable(),
      isOwner: z.boolean(),
    }),
  ),
  // viewer page
  message('chat_message', viewerChatMessageSchema),
  message('chat_history', z.object({ messages: z.array(viewerChatMessageSchema) })),
  message('viewer_count', z.object({ viewerCount: z.number().int().nonnegative() })),
  message('stream_status', streamStatusSchema),
  // studio
  message('viewer-joined', z.object({ viewerId: socketId })),
  message('viewer-left', z.object({ viewerId: socketId })),
  message('stream-offer', z.object({ hostId: socketId, description: sessionDescriptionSchema })),
  message('stream-answer', z.object({ viewerId: socketId, description: sessionDescriptionSchema })),
  message('ice-candidate', z.object({ from: socketId, candidate: iceCandidateSchema })),
  message('viewer-count', z.object({ count: z.number().int().nonnegative() })),
  message(
    'chat-message',
    z.object({
      senderId: socketId,
      message: z.string(),
      timestamp: z.number(),
      /** Extra: the sender's display name, null for a visitor. */
      senderName: z.string().nullable(),
      /** Extra: the sender's user id, null for a visitor. */
      userId: z.number().nullable(),
      /** Extra: the message's id, which moderation and message-deleted name. */
      id: z.string(),
    }),
  ),
  message('stream-ended', z.object({ streamId: z.number() })),
  message('stream-not-found', z.object({ streamId: z.number() })),
  /**
   * To the host (studio and /audio): the recording reached its size or time limit and was published; the stream goes
   * on.
   */
  message('recording-stopped', z.object({ reason: z.enum(['size', 'duration']) })),
  /** To a host socket a newer host socket replaced; it is then closed with HOST_MOVED_CLOSE_CODE. */
  message('host-moved', z.object({ message: z.string() })),
  // /audio control frames
  message('audio_level', z.object({ level: z.number().min(0).max(1) })),
  ...moderationServerMessages,
] as const

const singleServerMessageSchema = z.discriminatedUnion('type', serverMessageSchemas)

/**
 * In a large room the room coalesces the chat frames of one short tick into one `batch` frame (in order);
 * a client handles each inner message as if it had arrived alone.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  ...serverMessageSchemas,
  message('batch', z.object({ messages: z.array(singleServerMessageSchema) })),
])

export type ServerMessage = z.infer<typeof serverMessageSchema>
export type SingleServerMessage = z.infer<typeof singleServerMessageSchema>
export type ServerMessageType = ServerMessage['type']
export type ServerMessageOf<Type extends ServerMessageType> = Extract<ServerMessage, { type: Type }>
export type ViewerChatMessage = z.infer<typeof viewerChatMessageSchema>
export type StreamStatus = z.infer<typeof streamStatusSchema>
export type RoomErrorCode = z.infer<typeof roomErrorCodeSchema>

// ---- /audio and /video ------------------------------------------------------------------------------------------

/** The room's two media channels; each relays one WebM stream from its host to its listeners. */
export const mediaChannels = ['audio', 'video'] as const
export type MediaChannel = (typeof mediaChannels)[number]

export const mediaRoleSchema = z.enum(['host', 'listener'])
export type MediaRole = z.infer<typeof mediaRoleSchema>

/**
 * Text frames on /audio and /video. The host sends binary WebM chunks (Opus on /audio; VP8 or VP9 with Opus on
 * /video) and, on /audio, may report its level; the FIRST binary frame of each host connection is kept as the header,
 * so a host that reconnects starts a new MediaRecorder. Listeners get stream_status, then the header, then live
 * chunks in order (set binaryType = 'arraybuffer'), plus audio_level (on /audio) and error frames (ServerMessage);
 * when the stream ends, stream_status with isLive false, then the socket closes.
 */
export const mediaClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), data: noData }),
  message('audio_level', z.object({ level: z.number().min(0).max(1) })),
])
