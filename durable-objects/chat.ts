import { CHAT_FLOOD_LIMIT, CHAT_FLOOD_WINDOW_MS, type SingleServerMessage } from '../contracts/room'
import type { StoredChatMessage } from './room-storage'
import type { SocketAttachment } from './socket-registry'

/** A chat message from either page, ready for storage and both vocabularies. */
export function newChatMessage(sender: SocketAttachment, text: string): StoredChatMessage {
  return {
    id: crypto.randomUUID(),
    userId: sender.userId,
    username: sender.displayName ?? 'Guest',
    message: text,
    timestamp: Date.now(),
    senderId: sender.id,
    senderName: sender.displayName,
  }
}

export const viewerPageChatFrame = ({ id, userId, username, message, timestamp }: StoredChatMessage): SingleServerMessage => ({
  type: 'chat_message',
  data: { id, userId, username, message, timestamp },
})

export const studioChatFrame = ({ senderId, message, timestamp, senderName, userId }: StoredChatMessage): SingleServerMessage => ({
  type: 'chat-message',
  data: { senderId, message, timestamp, senderName, userId },
})

/**
 * Chat flood control per socket: 5 messages per 5 s. Kept in memory only: a room that hibernated has been quiet,
 * so forgetting the window then lets nobody flood.
 */
export class FloodGate {
  private recent = new WeakMap<WebSocket, number[]>()

  /** Records a message; false when the socket is over its allowance. */
  admit(socket: WebSocket, now = Date.now()): boolean {
    const times = (this.recent.get(socket) ?? []).filter((time) => now - time < CHAT_FLOOD_WINDOW_MS)
    const admitted = times.length < CHAT_FLOOD_LIMIT
    if (admitted) times.push(now)
    this.recent.set(socket, times)
    return admitted
  }
}
