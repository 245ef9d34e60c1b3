import type { ChatPeople, ChatSettings } from '../../../contracts/room-moderation'
import { KeyValues } from '../key-values'

type SettingKey = 'slowModeSeconds' | 'followersOnly'

/** A chatter's timeout (until a time) or ban (until null). */
export interface Sanction {
  until: number | null
}

/** Who a sanction or a moderator is, as the chat's people list shows them. */
export interface ChatPerson {
  userId: number | null
  name: string
}

type Person = ChatPeople['moderators'][number]

/**
 * The chat's moderation state, in the room's SQLite so it outlives hibernation and eviction: timeouts and bans by
 * chatter key, the moderators, slow mode and followers-only, and when each chatter last sent (for slow mode).
 * Times are passed in, so tests can move the clock.
 */
export class ChatModerationStore {
  /** Every chat message reads them. */
  private readonly chatSettings: KeyValues<SettingKey>

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS chat_sanction (chatter TEXT PRIMARY KEY, until INTEGER);
      CREATE TABLE IF NOT EXISTS chat_moderator (user_id INTEGER PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS chat_setting (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS chat_last_sent (chatter TEXT PRIMARY KEY, at INTEGER NOT NULL);
    `)
    this.chatSettings = new KeyValues(sql, 'chat_setting')
    // Rooms made before the people list gain who each sanction and moderator is; their older rows keep a plain name.
    this.addMissingColumns('chat_sanction', { id: 'TEXT', user_id: 'INTEGER', name: 'TEXT' })
    this.addMissingColumns('chat_moderator', { name: 'TEXT' })
    sql.exec('UPDATE chat_sanction SET id = lower(hex(randomblob(8))) WHERE id IS NULL')
  }

  private addMissingColumns(table: string, columns: Record<string, string>): void {
    const present = new Set(
      this.sql
        .exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
        .toArray()
        .map((row) => row.name),
    )
    for (const [column, type] of Object.entries(columns))
      if (!present.has(column)) this.sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`)
  }

  get settings(): ChatSettings {
    return {
      slowModeSeconds: this.slowModeSeconds,
      followersOnly: this.followersOnly,
      moderatorIds: this.sql
        .exec<{ user_id: number }>('SELECT user_id FROM chat_moderator ORDER BY user_id')
        .toArray()
        .map((row) => row.user_id),
    }
  }

  get slowModeSeconds(): number {
    return this.chatSettings.get('slowModeSeconds') ?? 0
  }

  get followersOnly(): boolean {
    return this.chatSettings.get('followersOnly') === 1
  }

  setSlowMode(seconds: number): void {
    this.chatSettings.set('slowModeSeconds', seconds)
  }

  setFollowersOnly(on: boolean): void {
    this.chatSettings.set('followersOnly', on ? 1 : 0)
  }

  isModerator(userId: number | null): boolean {
    return (
      userId !== null && this.sql.exec('SELECT 1 FROM chat_moderator WHERE user_id = ?', userId).toArray().length > 0
    )
  }

  addModerator(userId: number, name: string): void {
    this.sql.exec(
      'INSERT INTO chat_moderator (user_id, name) VALUES (?, ?) ON CONFLICT DO UPDATE SET name = excluded.name',
      userId,
      name,
    )
  }

  get moderators(): Person[] {
    return this.sql
      .exec<{ user_id: number; name: string | null }>('SELECT user_id, name FROM chat_moderator ORDER BY name, user_id')
      .toArray()
      .map((row) => ({ userId: row.user_id, name: row.name ?? `User ${row.user_id}` }))
  }

  removeModerator(userId: number): void {
    this.sql.exec('DELETE FROM chat_moderator WHERE user_id = ?', userId)
  }

  /** A timeout (until a time) or a ban (until null) replaces what the chatter had before; its id stays. */
  sanction(chatter: string, until: number | null, who: ChatPerson): void {
    this.sql.exec(
      `INSERT INTO chat_sanction (chatter, until, id, user_id, name) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (chatter) DO UPDATE SET until = excluded.until, name = excluded.name`,
      chatter,
      until,
      crypto.randomUUID(),
      who.userId,
      who.name,
    )
  }

  /** The chatter a sanction id names, and who they are. */
  sanctioned(id: string): (ChatPerson & { chatter: string }) | undefined {
    const [row] = this.sql
      .exec<{
        chatter: string
        user_id: number | null
        name: string | null
      }>('SELECT chatter, user_id, name FROM chat_sanction WHERE id = ?', id)
      .toArray()
    return row && { chatter: row.chatter, userId: row.user_id, name: row.name ?? 'Guest' }
  }

  /** Every ban and running timeout, newest chatter first; an ended timeout is left out (sanctionOf forgets it). */
  sanctions(now: number): ChatPeople['sanctions'] {
    return this.sql
      .exec<{ id: string; user_id: number | null; name: string | null; until: number | null }>(
        'SELECT id, user_id, name, until FROM chat_sanction WHERE until IS NULL OR until > ? ORDER BY rowid DESC',
        now,
      )
      .toArray()
      .map((row) => ({ id: row.id, userId: row.user_id, name: row.name ?? 'Guest', until: row.until }))
  }

  lift(chatter: string): void {
    this.sql.exec('DELETE FROM chat_sanction WHERE chatter = ?', chatter)
  }

  /** The chatter's ban or running timeout; an ended timeout is forgotten here, so it expires by itself. */
  sanctionOf(chatter: string, now: number): Sanction | undefined {
    const [row] = this.sql
      .exec<{ until: number | null }>('SELECT until FROM chat_sanction WHERE chatter = ?', chatter)
      .toArray()
    if (!row) return undefined
    if (row.until !== null && row.until <= now) {
      this.lift(chatter)
      return undefined
    }
    return row
  }

  lastSent(chatter: string): number | null {
    const [row] = this.sql.exec<{ at: number }>('SELECT at FROM chat_last_sent WHERE chatter = ?', chatter).toArray()
    return row?.at ?? null
  }

  /** Remembers when the chatter sent; entries older than the longest slow mode are forgotten on the way. */
  noteSent(chatter: string, now: number, keepMs: number): void {
    this.sql.exec('DELETE FROM chat_last_sent WHERE at <= ?', now - keepMs)
    this.sql.exec(
      'INSERT INTO chat_last_sent (chatter, at) VALUES (?, ?) ON CONFLICT (chatter) DO UPDATE SET at = excluded.at',
      chatter,
      now,
    )
  }
}
