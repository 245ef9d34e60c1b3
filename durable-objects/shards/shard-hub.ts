import type { MediaChannel, ServerMessage } from '../../contracts/room'
import type { PresentPeople } from '../room/chat/chat-people'
import type { OutboxDownstream } from '../room/outbox'
import type { AudienceName } from '../room/socket-registry'
import { isShardAudience, type ShardReport, type ShardStart, type StreamStatus } from './protocol'
import { DEFAULT_LISTENERS_PER_SHARD, shardCount, shardOf } from './shard-route'

type ShardStub = ReturnType<typeof shardOf>

interface ShardRow {
  shard: number
  viewers: number
  sockets: number
  people: string
}

const NOBODY = JSON.stringify({ viewers: [], moreViewers: 0, guests: 0 } satisfies PresentPeople)

/**
 * The root room's side of its shards (docs/decisions/017-shard-rooms.md): which shard rooms hold sockets of the
 * stream, how many and who (in the root's SQLite, so a hibernated root still knows), how many rooms the door spreads
 * new
 * listeners over, and the fan-out: each broadcast and media chunk goes once to each shard, as concurrent RPC calls on
 * one kept stub per shard (calls on one stub arrive in order; a slow shard delays only itself).
 */
export class ShardHub implements OutboxDownstream {
  /** Listeners per room before the stream spreads further; a test or the benchmark may lower it. */
  listenersPerShard: number
  /**
   * At least this many rooms for new listeners once set (the benchmark's and tests' fixed shard count); 1 in
   * production.
   */
  minShards: number
  /** Chat forwarded to shard rooms since the root woke (one per shard per message): their share of chat's fan-out. */
  chatCalls = 0
  private readonly stubs = new Map<number, ShardStub>()
  private rows: ShardRow[] | null = null

  constructor(
    private readonly sql: SqlStorage,
    private readonly env: Env,
    private readonly streamId: () => number | null,
  ) {
    sql.exec(
      'CREATE TABLE IF NOT EXISTS shards (shard INTEGER PRIMARY KEY, viewers INTEGER NOT NULL, sockets INTEGER NOT NULL)',
    )
    // Its own table: the shards table predates it in rooms already made.
    sql.exec('CREATE TABLE IF NOT EXISTS shard_people (shard INTEGER PRIMARY KEY, people TEXT NOT NULL)')
    this.listenersPerShard = Number(env.ROOM_LISTENERS_PER_SHARD) || DEFAULT_LISTENERS_PER_SHARD
    this.minShards = Number(env.ROOM_MIN_SHARDS) || 1
  }

  private get attached(): ShardRow[] {
    this.rows ??= this.sql
      .exec<{ shard: number; viewers: number; sockets: number; people: string | null }>(
        'SELECT shards.shard, viewers, sockets, people FROM shards LEFT JOIN shard_people USING (shard)',
      )
      .toArray()
      .map((row) => ({ ...row, people: row.people ?? NOBODY }))
    return this.rows
  }

  /** Who is watching on each shard room, as it last reported. */
  get people(): PresentPeople[] {
    return this.attached.map((row) => JSON.parse(row.people) as PresentPeople)
  }

  /** Viewers counted on shard rooms, as they last reported. */
  get viewers(): number {
    return this.attached.reduce((sum, row) => sum + row.viewers, 0)
  }

  /** How many rooms the door spreads the stream's next listener over; the root's own sockets count too. */
  rooms(rootSockets: number): number {
    const listeners = rootSockets + this.attached.reduce((sum, row) => sum + row.sockets, 0)
    return shardCount(listeners, this.listenersPerShard, this.minShards)
  }

  /** A shard room got its first socket: from now on it gets every broadcast, after `start` (same stub, so in order). */
  attach(shard: number, start: ShardStart): void {
    this.sql.exec('INSERT INTO shards (shard, viewers, sockets) VALUES (?, 0, 0) ON CONFLICT (shard) DO NOTHING', shard)
    this.rows = null
    this.call(shard, (room) => room.start(start))
  }

  /** A shard room's counts and people; a shard without sockets is no longer sent to. Whether its people changed. */
  report(shard: number, { viewers, sockets, people }: ShardReport): boolean {
    const before = this.attached.find((row) => row.shard === shard)?.people ?? NOBODY
    const after = sockets === 0 ? NOBODY : JSON.stringify(people)
    if (sockets === 0) {
      this.sql.exec('DELETE FROM shards WHERE shard = ?', shard)
      this.sql.exec('DELETE FROM shard_people WHERE shard = ?', shard)
    } else {
      this.sql.exec(
        'INSERT INTO shards (shard, viewers, sockets) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET viewers = excluded.viewers, sockets = excluded.sockets',
        shard,
        viewers,
        sockets,
      )
      this.sql.exec(
        'INSERT INTO shard_people (shard, people) VALUES (?, ?) ON CONFLICT (shard) DO UPDATE SET people = excluded.people',
        shard,
        after,
      )
    }
    this.rows = null
    return after !== before
  }

  broadcast(audience: AudienceName, message: ServerMessage, coalesce: boolean): void {
    if (!isShardAudience(audience)) return
    if (coalesce) this.chatCalls += this.attached.length
    this.each((room) => room.broadcast(audience, message, coalesce))
  }

  toChatter(chatter: string, message: ServerMessage): void {
    this.each((room) => room.toChatter(chatter, message))
  }

  media(channel: MediaChannel, chunk: ArrayBuffer, opensRecording: boolean): void {
    this.each((room) => room.media(channel, chunk, opensRecording))
  }

  /** The stream ended: every shard closes its media sockets and stops counting viewers; none is sent to again. */
  end(status: StreamStatus): void {
    this.each((room) => room.end(status))
    this.sql.exec('DELETE FROM shards')
    this.sql.exec('DELETE FROM shard_people')
    this.rows = null
  }

  private each(send: (room: ShardStub) => Promise<unknown>): void {
    for (const { shard } of this.attached) this.call(shard, send)
  }

  /**
   * One call, not awaited: the root never waits for a shard. A failed call drops the stub (a broken stub stays broken).
   */
  private call(shard: number, send: (room: ShardStub) => Promise<unknown>): void {
    let stub = this.stubs.get(shard)
    if (!stub) {
      stub = shardOf(this.env, this.streamId()!, shard)
      this.stubs.set(shard, stub)
    }
    send(stub).catch(() => this.stubs.delete(shard))
  }
}
