import type { StreamStatus } from './protocol'

type Key = 'shard' | 'attached' | 'status'

/**
 * What a shard room must remember across hibernation: its number, whether the root sends to it, and the stream's
 * last status as the root announced it (live or not, each channel on or off, the viewer count).
 */
export class ShardState {
  private readonly cache = new Map<Key, string | null>()

  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS shard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
  }

  private get(key: Key): string | null {
    if (!this.cache.has(key)) {
      const [row] = this.sql.exec<{ value: string }>('SELECT value FROM shard_meta WHERE key = ?', key).toArray()
      this.cache.set(key, row?.value ?? null)
    }
    return this.cache.get(key)!
  }

  private set(key: Key, value: string): void {
    if (this.get(key) === value) return
    this.sql.exec(
      'INSERT INTO shard_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      key,
      value,
    )
    this.cache.set(key, value)
  }

  get shard(): number | null {
    const value = this.get('shard')
    return value === null ? null : Number(value)
  }

  set shard(shard: number) {
    this.set('shard', String(shard))
  }

  get attached(): boolean {
    return this.get('attached') === '1'
  }

  set attached(attached: boolean) {
    this.set('attached', attached ? '1' : '0')
  }

  get status(): StreamStatus | null {
    const value = this.get('status')
    return value === null ? null : (JSON.parse(value) as StreamStatus)
  }

  set status(status: StreamStatus) {
    this.set('status', JSON.stringify(status))
  }
}
