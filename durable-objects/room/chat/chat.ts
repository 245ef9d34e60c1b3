import { CHAT_FLOOD_LIMIT, CHAT_FLOOD_WINDOW_MS } from '../../../contracts/room'
import type { StoredChatMessage } from '../room-storage'
import type { SocketAttachment } from '../socket-registry'

/** A chat message from either page, ready for storage and the room's chat-message event. */
export function newChatMessage(sender: SocketAttachment, text: string): StoredChatMessage {
  return {
    id: crypto.randomUUID(),
    userId: sender.userId,
    username: sender.displayName ?? 'Guest',
    message: text,
    timestamp: Date.now(),
    senderId: sender.id,
    senderName: sender.displayName,
    chatter: sender.chatter,
  }
}

/**
 * Refusals one socket may draw in a window before it is closed: a person typing too fast sees a few, a script
 * firing thousands of frames would otherwise keep the room busy refusing them while everyone else waits.
 */
export const FLOOD_REFUSALS_BEFORE_CLOSE = 20

/**
 * Chat flood control (docs/product/limits.md#chat): 5 messages per 5 s per sender (their chatter key, chatter.ts)
 * across all of their sockets. The window lives in the room's SQLite, so neither a second socket nor hibernation
 * between two messages resets it.
 */
export class FloodGate {
  /** Refusals per socket in the current window; kept in memory, as a flood that long does not let the room sleep. */
  private readonly refusals = new Map<string, { count: number; since: number }>()

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS chat_flood (sender TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS chat_flood_sender ON chat_flood (sender, at);
    `)
  }

  /** Whether the sender may send one more message now (reads only, so a refusal writes nothing). */
  admits(sender: string, now = Date.now()): boolean {
    const { sent } = this.sql
      .exec<{
        sent: number
      }>('SELECT count(*) AS sent FROM chat_flood WHERE sender = ? AND at > ?', sender, now - CHAT_FLOOD_WINDOW_MS)
      .one()
    return sent < CHAT_FLOOD_LIMIT
  }

  /** Counts a refusal for the socket; true once it has drawn more than FLOOD_REFUSALS_BEFORE_CLOSE in a window. */
  refusedTooOften(socketId: string, now = Date.now()): boolean {
    const current = this.refusals.get(socketId)
    const window = current && now - current.since < CHAT_FLOOD_WINDOW_MS ? current : { count: 0, since: now }
    window.count++
    this.refusals.set(socketId, window)
    return window.count > FLOOD_REFUSALS_BEFORE_CLOSE
  }

  forget(socketId: string): void {
    this.refusals.delete(socketId)
  }

  /** Counts a sent message against the sender, and forgets what has left everyone's window. */
  record(sender: string, now = Date.now()): void {
    this.sql.exec('DELETE FROM chat_flood WHERE at <= ?', now - CHAT_FLOOD_WINDOW_MS)
    this.sql.exec('INSERT INTO chat_flood (sender, at) VALUES (?, ?)', sender, now)
  }
}
