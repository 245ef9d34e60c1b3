/**
 * The type of every single message the room sends (serverMessageSchema in room.ts, without `batch`), as plain
 * strings: the browser checks a frame's type against this list instead of parsing frames with zod. A test beside
 * room-messages.ts keeps the list and the schema in step.
 */
export const SERVER_MESSAGE_TYPES = [
  'pong',
  'error',
  'welcome',
  'chat_message',
  'chat_history',
  'viewer_count',
  'stream_status',
  'viewer-joined',
  'viewer-left',
  'stream-offer',
  'stream-answer',
  'ice-candidate',
  'viewer-count',
  'chat-message',
  'stream-ended',
  'stream-not-found',
  'recording-stopped',
  'audio_level',
  'message-deleted',
  'chat-settings',
  'chat-refused',
  'chat-sanction-lifted',
  'chat-people',
  'host-moved',
] as const
