/**
 * A `key → number` table of the room's SQLite (`key TEXT PRIMARY KEY, value INTEGER NOT NULL`), each key read once
 * per wake-up: the object that owns the table is its only writer, and some keys are read on every chat message.
 */
export class KeyValues<Key extends string> {
  private readonly values = new Map<Key, number | null>()

  constructor(
    private readonly sql: SqlStorage,
    private readonly table: string,
  ) {}

  get(key: Key): number | null {
    if (!this.values.has(key)) {
      const [row] = this.sql.exec<{ value: number }>(`SELECT value FROM ${this.table} WHERE key = ?`, key).toArray()
      this.values.set(key, row?.value ?? null)
    }
    return this.values.get(key)!
  }

  set(key: Key, value: number): void {
    this.sql.exec(
      `INSERT INTO ${this.table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      value,
    )
    this.values.set(key, value)
  }

  delete(key: Key): void {
    this.sql.exec(`DELETE FROM ${this.table} WHERE key = ?`, key)
    this.values.set(key, null)
  }
}
