import { clusterStart } from './ebml'
import { LiveMediaStart } from './live-media-start'
import { KeyValues } from '../room/key-values'
import { CLUSTER_START_MAX_BYTES, retimeClusters } from './webm-retime'
import { webmEndTicks } from './webm-duration'

type SpliceKey = 'started' | 'joining' | 'shift' | 'tailAligned'

const concat = (head: Uint8Array, chunk: ArrayBuffer) => {
  const bytes = new Uint8Array(head.length + chunk.byteLength)
  bytes.set(head)
  bytes.set(new Uint8Array(chunk), head.length)
  return bytes
}

/**
 * Keeps the audio recording ONE playable WebM across the host's connections. A reloaded studio starts a new
 * MediaRecorder: its first chunk carries a new EBML header and Tracks, and its Clusters count from 0. The splice drops
 * that header (everything before its first Cluster) and moves each following Cluster's Timecode on by the length of
 * what is recorded so far, read from the last recorded Cluster (webm-duration.ts); both recorders share one timecode
 * scale. A Cluster's start cut across two chunks is held back until the next chunk (or `flush`). State lives in the
 * room's SQLite, to outlive an eviction.
 */
export class RecordingSplice {
  private readonly state: KeyValues<SpliceKey>
  /** The last Cluster recorded, to measure the recording by. */
  private readonly tail: LiveMediaStart

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS recording_splice (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS recording_splice_carry (id INTEGER PRIMARY KEY CHECK (id = 1), bytes BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS recording_splice_tail (seq INTEGER PRIMARY KEY AUTOINCREMENT, bytes BLOB NOT NULL);
    `)
    this.state = new KeyValues(sql, 'recording_splice')
    this.tail = new LiveMediaStart({
      load: () =>
        this.state.get('tailAligned') === 1
          ? sql
              .exec<{ bytes: ArrayBuffer }>('SELECT bytes FROM recording_splice_tail ORDER BY seq')
              .toArray()
              .map((row) => row.bytes)
          : null,
      restart: (aligned) => {
        sql.exec('DELETE FROM recording_splice_tail')
        this.state.set('tailAligned', aligned ? 1 : 0)
      },
      keep: (bytes) => {
        sql.exec('INSERT INTO recording_splice_tail (bytes) VALUES (?)', bytes)
      },
    })
  }

  /** What of the host's chunk goes into the recording (`opens`: it opens a host connection with a header). */
  next(chunk: ArrayBuffer, opens: boolean): ArrayBuffer | null {
    if (opens && this.state.get('started') !== 1) {
      this.state.set('started', 1)
      this.tail.begin(chunk)
      return chunk
    }
    if (opens) this.join()
    if (this.state.get('shift') === null) {
      this.tail.push(chunk)
      return chunk
    }
    return this.retime(concat(this.carry, chunk), false)
  }

  /** The bytes held back, for the end of the recording. */
  flush(): ArrayBuffer | null {
    const carry = this.carry
    return carry.length > 0 && this.state.get('joining') !== 1 ? this.retime(carry, true) : null
  }

  /** The recording was published: the next one starts afresh. */
  clear(): void {
    this.sql.exec('DELETE FROM recording_splice_carry; DELETE FROM recording_splice_tail')
    for (const key of ['started', 'joining', 'shift', 'tailAligned'] as const) this.state.delete(key)
  }

  /**
   * A new host connection: its Clusters go on where the last recorded block ends (its discarded padding included, so
   * timestamps keep rising). Without a readable last Cluster (a host that sent megabytes without one) the shift stays
   * what it was.
   */
  private join(): void {
    const recorded = this.tail.currentCluster.reduce((bytes, part) => concat(bytes, part), new Uint8Array())
    this.state.set('shift', webmEndTicks(recorded)?.ticks ?? this.state.get('shift') ?? 0)
    this.state.set('joining', 1)
    this.carry = new Uint8Array()
  }

  private retime(bytes: Uint8Array, last: boolean): ArrayBuffer | null {
    if (this.state.get('joining') === 1) {
      const first = clusterStart(bytes, 'first')
      if (first < 0) {
        this.carry = bytes.slice(-CLUSTER_START_MAX_BYTES)
        return null
      }
      bytes = bytes.subarray(first)
      this.state.set('joining', 0)
    }
    const scanEnd = last ? bytes.length : Math.max(0, bytes.length - CLUSTER_START_MAX_BYTES)
    const { out, consumed } = retimeClusters(bytes, this.state.get('shift') ?? 0, scanEnd)
    this.carry = bytes.slice(consumed)
    if (out.length === 0) return null
    const recorded = out.slice().buffer
    this.tail.push(recorded)
    return recorded
  }

  private get carry(): Uint8Array {
    const [row] = this.sql
      .exec<{ bytes: ArrayBuffer }>('SELECT bytes FROM recording_splice_carry WHERE id = 1')
      .toArray()
    return new Uint8Array(row?.bytes ?? new ArrayBuffer(0))
  }

  private set carry(bytes: Uint8Array) {
    this.sql.exec(
      'INSERT INTO recording_splice_carry (id, bytes) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET bytes = excluded.bytes',
      bytes.slice().buffer,
    )
  }
}
