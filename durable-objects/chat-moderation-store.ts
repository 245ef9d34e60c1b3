import type { ChatSettings } from '../contracts/room-moderation'

type SettingKey = 'slowModeSeconds' | 'followersOnly'

/** A chatter's timeout (until a time) or ban (until null). */
export interface Sanction {
  until: number | null
}

/**
 * The chat's moderation state, in the room's SQLite so it outlives hibernation and eviction: timeouts and bans by
 * chatter key, the moderators, slow mode and followers-only, and when each chatter last sent (for slow mode).
 * Times are passed in, so tests can move the clock.
 */
export class ChatModerationStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS chat_sanction (chatter TEXT PRIMARY KEY, until INTEGER);
      CREATE TABLE IF NOT EXISTS chat_moderator (user_id INTEGER PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS chat_setting (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS chat_last_sent (chatter TEXT PRIMARY KEY, at INTEGER NOT NULL);
    `)
  }

  get settings(): ChatSettings {
    return {
      slowModeSeconds: this.slowModeSeconds,
      followersOnly: this.followersOnly,
      moderatorIds: this.sql.exec<{ user_id: number }>('SELECT user_id FROM chat_moderator ORDER BY user_id').toArray().map((row) => row.user_id),
    }
  }

  get slowModeSeconds(): number {
    return this.setting('slowModeSeconds') ?? 0
  }

  get followersOnly(): boolean {
    return this.setting('followersOnly') === 1
  }

  private setting(key: SettingKey): number | undefined {
    const [row] = this.sql.exec<{ value: number }>('SELECT value FROM chat_setting WHERE key = ?', key).toArray()
    return row?.value
  }

  setSlowMode(seconds: number): void {
    this.setSetting('slowModeSeconds', seconds)
  }

  setFollowersOnly(on: boolean): void {
    this.setSetting('followersOnly', on ? 1 : 0)
  }

  private setSetting(key: SettingKey, value: number): void {
    this.sql.exec('INSERT INTO chat_setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value)
  }

  isModerator(userId: number | null): boolean {
    return userId !== null && this.sql.exec('SELECT 1 FROM chat_moderator WHERE user_id = ?', userId).toArray().length > 0
  }

  addModerator(userId: number): void {
    this.sql.exec('INSERT INTO chat_moderator (user_id) VALUES (?) ON CONFLICT DO NOTHING', userId)
  }

  removeModerator(userId: number): void {
    this.sql.exec('DELETE FROM chat_moderator WHERE user_id = ?', userId)
  }

  /** A timeout (until a time) or a ban (until null) replaces what the chatter had before. */
  sanction(chatter: string, until: number | null): void {
    this.sql.exec('INSERT INTO chat_sanction (chatter, until) VALUES (?, ?) ON CONFLICT (chatter) DO UPDATE SET until = excluded.until', chatter, until)
  }

  lift(chatter: string): void {
    this.sql.exec('DELETE FROM chat_sanction WHERE chatter = ?', chatter)
  }

  /** The chatter's ban or running timeout; an ended timeout is forgotten here, so it expires by itself. */
  sanctionOf(chatter: string, now: number): Sanction | undefined {
    const [row] = this.sql.exec<{ until: number | null }>('SELECT until FROM chat_sanction WHERE chatter = ?', chatter).toArray()
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
    this.sql.exec('INSERT INTO chat_last_sent (chatter, at) VALUES (?, ?) ON CONFLICT (chatter) DO UPDATE SET at = excluded.at', chatter, now)
  }
}
