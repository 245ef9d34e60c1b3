import type { ServerMessage, ServerMessageOf, SingleServerMessage, ViewerChatMessage } from '../../contracts/room'
import type { StoredChatMessage } from './room-storage'
import type { SocketAttachment } from './socket-registry'
import { isWebRtcPeer, type Vocabulary } from './vocabulary'

/** A viewer who came or went, as the host's side needs it: its socket id, and whether it is a WebRTC peer. */
type Viewer = Pick<SocketAttachment, 'id' | 'vocabulary'>

/** What the room's core says happened, once, whoever hears it; the Outbox writes it in each socket's dialect. */
export type RoomEvent =
  | { kind: 'chat-message'; message: StoredChatMessage }
  /** The stored chat, as the room keeps its history (room-storage.ts). */
  | { kind: 'chat-history'; messages: ViewerChatMessage[] }
  | { kind: 'viewer-count'; count: number }
  | { kind: 'viewer-joined' | 'viewer-left'; viewer: Viewer }
  | { kind: 'stream-status'; status: ServerMessageOf<'stream_status'> }
  | { kind: 'stream-ended'; streamId: number; status: ServerMessageOf<'stream_status'> }
  | { kind: 'stream-not-found'; streamId: number }
  /** The same frame in both dialects (moderation's notices). */
  | { kind: 'notice'; message: ServerMessage }

export type ChatEvent = Extract<RoomEvent, { kind: 'chat-message' }>

/** A chat message in each dialect (never a batch, so it may travel in one). */
const chatFrameIn: Record<Vocabulary, (message: StoredChatMessage) => SingleServerMessage> = {
  'viewer-page': ({ id, userId, username, message, timestamp }) => ({
    type: 'chat_message',
    data: { id, userId, username, message, timestamp },
  }),
  studio: ({ senderId, message, timestamp, senderName, userId, id }) => ({
    type: 'chat-message',
    data: { senderId, message, timestamp, senderName, userId, id },
  }),
}

/** The viewer page's frames: snake_case, the stream's status where the studio hears of its end. */
function viewerPageFrame(event: RoomEvent): ServerMessage | null {
  switch (event.kind) {
    case 'chat-message':
      return chatFrameIn['viewer-page'](event.message)
    case 'chat-history':
      return { type: 'chat_history', data: { messages: event.messages } }
    case 'viewer-count':
      return { type: 'viewer_count', data: { viewerCount: event.count } }
    case 'stream-status':
    case 'stream-ended':
      return event.status
    case 'stream-not-found':
      return { type: 'stream-not-found', data: { streamId: event.streamId } }
    case 'notice':
      return event.message
    case 'viewer-joined':
    case 'viewer-left':
      return null
  }
}

/** The studio's frames: kebab-case, socket ids for its peer connections (so only of peers), no status or history. */
function studioFrame(event: RoomEvent): ServerMessage | null {
  switch (event.kind) {
    case 'chat-message':
      return chatFrameIn.studio(event.message)
    case 'viewer-count':
      return { type: 'viewer-count', data: { count: event.count } }
    case 'viewer-joined':
    case 'viewer-left':
      return isWebRtcPeer(event.viewer) ? { type: event.kind, data: { viewerId: event.viewer.id } } : null
    case 'stream-ended':
    case 'stream-not-found':
      return { type: event.kind, data: { streamId: event.streamId } }
    case 'notice':
      return event.message
    case 'chat-history':
    case 'stream-status':
      return null
  }
}

const frameIn: Record<Vocabulary, (event: RoomEvent) => ServerMessage | null> = {
  'viewer-page': viewerPageFrame,
  studio: studioFrame,
}

/** The event as one dialect's frame, or null when that dialect is not told of it. */
export const renderEvent = (event: RoomEvent, vocabulary: Vocabulary): ServerMessage | null =>
  frameIn[vocabulary](event)

export const renderChat = (event: ChatEvent, vocabulary: Vocabulary): SingleServerMessage =>
  chatFrameIn[vocabulary](event.message)
