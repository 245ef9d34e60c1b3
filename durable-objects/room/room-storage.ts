import { CHAT_HISTORY_SIZE, mediaChannels, type MediaChannel, type ViewerChatMessage } from '../../contracts/room'
import { KeyValues } from './key-values'
import type { ClusterStore } from '../media/live-media-start'

/** A chat message as the room keeps it: enough to render it in either vocabulary. */
export interface StoredChatMessage extends ViewerChatMessage {
  senderId: string
  senderName: string | null
  /** Who moderation acts on: the sender's chatter key (socket-registry.ts). */
  chatter: string
}

type MetaKey =
  | 'ended'
  | 'peakViewerCount'
  | 'streamId'
  | 'hostAwaySince'
  | 'hostCame'
  | 'clusterAligned'
  | 'videoClusterAligned'

/** A media channel's header and current Cluster (LiveMediaStart), sent first to every listener who joins late. */
export interface ChannelStart {
  get header(): ArrayBuffer | null
  set header(bytes: ArrayBuffer)
  readonly cluster: ClusterStore
}

/**
 * The room state that must outlive hibernation and eviction, in the Durable Object's own SQLite:
 * chat history (last 50), each media channel's header chunk and current Cluster, peak viewers, its stream id, whether
 * the
 * stream ended, since when it has had no host. The start
 * time is the stream row's startedAt, which the room reads from D1.
 */
export class RoomStorage {
  /** The start of /audio and of /video; audio keeps the tables it had before video came. */
  readonly media: Record<MediaChannel, ChannelStart>
  /** Every chat message asks whether the stream ended. */
  private readonly meta: KeyValues<MetaKey>

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS chat (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, user_id INTEGER, username TEXT NOT NULL,
        sender_id TEXT NOT NULL, sender_name TEXT, message TEXT NOT NULL, timestamp INTEGER NOT NULL, chatter TEXT
      );
    `)
    for (const channel of mediaChannels) {
      sql.exec(`
        CREATE TABLE IF NOT EXISTS ${channel}_header (id INTEGER PRIMARY KEY CHECK (id = 1), bytes BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS ${channel}_cluster (seq INTEGER PRIMARY KEY AUTOINCREMENT, bytes BLOB NOT NULL);
      `)
    }
    this.meta = new KeyValues(sql, 'meta')
    this.media = {
      audio: this.channelStart('audio', 'clusterAligned'),
      video: this.channelStart('video', 'videoClusterAligned'),
    }
    // Rooms made before the recording splice measured the relay's Cluster drop the copy it kept of it.
    sql.exec('DROP TABLE IF EXISTS recording_splice_tail')
    // Rooms made before moderation keep their chat table: it gains the author's chatter key.
    const hasChatter = sql.exec("SELECT 1 FROM pragma_table_info('chat') WHERE name = 'chatter'").toArray().length > 0
    if (!hasChatter) sql.exec('ALTER TABLE chat ADD COLUMN chatter TEXT')
  }

  get ended(): boolean {
    return this.meta.get('ended') === 1
  }

  markEnded(): void {
    this.meta.set('ended', 1)
  }

  get peakViewerCount(): number {
    return this.meta.get('peakViewerCount') ?? 0
  }

  /** Raises the peak when `count` exceeds it; returns the peak. */
  notePeak(count: number): number {
    const peak = this.peakViewerCount
    if (count <= peak) return peak
    this.meta.set('peakViewerCount', count)
    return count
  }

  get streamId(): number | null {
    return this.meta.get('streamId')
  }

  set streamId(streamId: number) {
    if (this.meta.get('streamId') !== streamId) this.meta.set('streamId', streamId)
  }

  /**
   * Since when the stream has had no host (its creation, or when the last host socket went); null while a host is here.
   */
  get hostAwaySince(): number | null {
    return this.meta.get('hostAwaySince')
  }

  set hostAwaySince(time: number | null) {
    if (time === null) this.meta.delete('hostAwaySince')
    else this.meta.set('hostAwaySince', time)
  }

  /** Whether a host has ever broadcast the stream: only such a host can be "reconnecting". */
  get hostCame(): boolean {
    return this.meta.get('hostCame') === 1
  }

  markHostCame(): void {
    if (!this.hostCame) this.meta.set('hostCame', 1)
  }

  appendChat(message: StoredChatMessage): void {
    this.sql.exec(
      'INSERT INTO chat (id, user_id, username, sender_id, sender_name, message, timestamp, chatter) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      message.id,
      message.userId,
      message.username,
      message.senderId,
      message.senderName,
      message.message,
      message.timestamp,
      message.chatter,
    )
    this.sql.exec('DELETE FROM chat WHERE seq <= (SELECT max(seq) FROM chat) - ?', CHAT_HISTORY_SIZE)
  }

  /** The last 50 messages, oldest first, in the viewer page's shape. */
  chatHistory(): ViewerChatMessage[] {
    return this.sql
      .exec<{ id: string; user_id: number | null; username: string; message: string; timestamp: number }>(
        'SELECT id, user_id, username, message, timestamp FROM chat ORDER BY seq',
      )
      .toArray()
      .map((row) => ({
        id: row.id,
        userId: row.user_id,
        username: row.username,
        message: row.message,
        timestamp: row.timestamp,
      }))
  }

  /** Who wrote a message still in the history; undefined when it is not (never sent, deleted or too old). */
  chatAuthor(
    id: string,
  ): { chatter: string | null; userId: number | null; username: string; senderId: string } | undefined {
    const [row] = this.sql
      .exec<{
        chatter: string | null
        user_id: number | null
        username: string
        sender_id: string
      }>('SELECT chatter, user_id, username, sender_id FROM chat WHERE id = ?', id)
      .toArray()
    return row && { chatter: row.chatter, userId: row.user_id, username: row.username, senderId: row.sender_id }
  }

  /** Removes a message from the history (late joiners and the ended stream's chat no longer see it). */
  deleteChat(id: string): void {
    this.sql.exec('DELETE FROM chat WHERE id = ?', id)
  }

  private channelStart(channel: MediaChannel, alignedKey: MetaKey): ChannelStart {
    const sql = this.sql
    let header: ArrayBuffer | null | undefined
    return {
      get header(): ArrayBuffer | null {
        if (header === undefined)
          header =
            sql.exec<{ bytes: ArrayBuffer }>(`SELECT bytes FROM ${channel}_header WHERE id = 1`).toArray()[0]?.bytes ??
            null
        return header
      },
      set header(bytes: ArrayBuffer) {
        sql.exec(
          `INSERT INTO ${channel}_header (id, bytes) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET bytes = excluded.bytes`,
          bytes,
        )
        header = bytes
      },
      cluster: {
        load: () => {
          if (this.meta.get(alignedKey) !== 1) return null
          return sql
            .exec<{ bytes: ArrayBuffer }>(`SELECT bytes FROM ${channel}_cluster ORDER BY seq`)
            .toArray()
            .map((row) => row.bytes)
        },
        restart: (aligned) => {
          sql.exec(`DELETE FROM ${channel}_cluster`)
          this.meta.set(alignedKey, aligned ? 1 : 0)
        },
        keep: (bytes) => {
          sql.exec(`INSERT INTO ${channel}_cluster (bytes) VALUES (?)`, bytes)
        },
      },
    }
  }
}
