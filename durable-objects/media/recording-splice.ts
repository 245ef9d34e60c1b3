import { concatBytes } from '../../workers/media/bytes'
import { clusterStart, isClusterStart, readElement, readUint, readVint } from './ebml'
import { KeyValues } from '../room/key-values'
import { cutClusterStart, retimeClusters } from './webm-retime'
import { webmEndTicks } from './webm-duration'
import { wholeElementsEnd } from './webm-whole-elements'

type SpliceKey = 'started' | 'joining' | 'shift'

/** The Timecode of the Cluster that `bytes` start with, or null. */
function startTimecode(bytes: Uint8Array): number | null {
  if (!isClusterStart(bytes, 0)) return null
  const timecode = readElement(bytes, 4 + readVint(bytes, 4)!.length, bytes.length)
  return timecode && readUint(bytes, timecode.dataStart, timecode.end - timecode.dataStart)
}

/**
 * Keeps the audio recording ONE playable WebM across the host's connections. A reloaded studio starts a new
 * MediaRecorder: its first chunk carries a new EBML header and Tracks, and its Clusters count from 0. The splice drops
 * that header (everything before its first Cluster) and moves each following Cluster's Timecode on by the length of
 * what is recorded so far, read from the last Cluster the relay kept for late joiners (live-media-start.ts,
 * webm-duration.ts); both recorders share one timecode scale. MediaRecorder cuts its slices anywhere, and the last a
 * connection sends may end inside a block or a Cluster's start: only whole elements are recorded
 * (webm-whole-elements.ts), and an element's start is held back until the next chunk finishes it, or dropped when no
 * more of it comes (a new connection, the end). Its state is read once per wake-up and written to the room's SQLite
 * when it changes, to outlive an eviction: a chunk that ends where an element ends costs no query.
 */
export class RecordingSplice {
  private readonly state: KeyValues<SpliceKey>
  /** The bytes held back; undefined until read. */
  private held: Uint8Array | undefined

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS recording_splice (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS recording_splice_carry (id INTEGER PRIMARY KEY CHECK (id = 1), bytes BLOB NOT NULL);
    `)
    this.state = new KeyValues(sql, 'recording_splice')
  }

  /**
   * What of the host's chunk goes into the recording. `opens`: it opens a host connection with a header, and
   * `lastCluster` is then the relay's current Cluster from before it, the last the connection before sent.
   */
  next(chunk: ArrayBuffer, opens: boolean, lastCluster: readonly ArrayBuffer[]): ArrayBuffer | null {
    if (opens && this.state.get('started') === 1) this.join(lastCluster)
    else if (opens) this.state.set('started', 1)
    const carry = this.carry
    return this.whole(carry.length > 0 ? concatBytes([carry, new Uint8Array(chunk)]) : new Uint8Array(chunk))
  }

  /** The recording was published: the next one starts afresh (an element still held back never completes). */
  clear(): void {
    this.carry = new Uint8Array()
    for (const key of ['started', 'joining', 'shift'] as const) this.state.delete(key)
  }

  /**
   * A new host connection: its Clusters go on where the last recorded block ends (its discarded padding included, so
   * timestamps keep rising). The relay kept the last Cluster as the host sent it: its whole elements were recorded,
   * moved on by the shift so far, and the element held back at its end never will be; with no whole block, it ends at
   * its Timecode, where the Cluster before ended. Without a readable last Cluster (a host that sent megabytes without
   * one) the shift stays what it was.
   */
  private join(lastCluster: readonly ArrayBuffer[]): void {
    const sent = concatBytes(lastCluster.map((part) => new Uint8Array(part)))
    const recorded = sent.subarray(0, sent.length - this.carry.length)
    const end = webmEndTicks(recorded)?.ticks ?? startTimecode(sent) ?? 0
    this.state.set('shift', (this.state.get('shift') ?? 0) + end)
    this.state.set('joining', 1)
    this.carry = new Uint8Array()
  }

  /** The whole elements of `bytes` (from a new connection's first Cluster on), retimed; the rest is held back. */
  private whole(bytes: Uint8Array): ArrayBuffer | null {
    if (this.state.get('joining') === 1) {
      const first = clusterStart(bytes, 'first')
      if (first < 0) {
        this.carry = bytes.subarray(cutClusterStart(bytes))
        return null
      }
      bytes = bytes.subarray(first)
      this.state.set('joining', 0)
    }
    const { end, misaligned } = wholeElementsEnd(bytes)
    // Bytes were lost on the way: what follows is whole again from the next Cluster.
    if (misaligned) this.state.set('joining', 1)
    this.carry = bytes.subarray(misaligned ? end + 1 : end)
    const recorded = bytes.subarray(0, end)
    if (recorded.length === 0) return null
    const shift = this.state.get('shift')
    return shift === null ? recorded.slice().buffer : retimeClusters(recorded, shift).out.buffer
  }

  private get carry(): Uint8Array {
    this.held ??= new Uint8Array(
      this.sql.exec<{ bytes: ArrayBuffer }>('SELECT bytes FROM recording_splice_carry WHERE id = 1').toArray()[0]
        ?.bytes ?? new ArrayBuffer(0),
    )
    return this.held
  }

  /** Held bytes are rare (a chunk that ends inside a Cluster's start): nothing held stays nothing without a write. */
  private set carry(bytes: Uint8Array) {
    if (bytes.length === 0 && this.carry.length === 0) return
    if (bytes.length === 0) this.sql.exec('DELETE FROM recording_splice_carry')
    else
      this.sql.exec(
        'INSERT INTO recording_splice_carry (id, bytes) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET bytes = excluded.bytes',
        bytes.slice().buffer,
      )
    this.held = bytes.slice()
  }
}
