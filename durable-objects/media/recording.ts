import { webmDurationFromTail } from './webm-duration'

/** R2 multipart parts: all but the last exactly this size (R2 wants equal parts of at least 5 MiB). */
const RECORDING_PART_BYTES = 5 * 1024 * 1024
/** Enough of the file's end to hold its last cluster (MediaRecorder starts one at least every 32.7 s). */
const DURATION_TAIL_BYTES = 2 * 1024 * 1024

/** Why a recording stopped before its stream ended. */
export type RecordingStopReason = 'size' | 'duration'

export interface RecordingLimits {
  bytes: number
  ms: number
}

/** A live recording stops at 4 hours or 1 GiB, whichever comes first; the stream goes on. */
export const RECORDING_LIMITS: RecordingLimits = { bytes: 1024 ** 3, ms: 4 * 60 * 60 * 1000 }

export interface FinishedRecording {
  key: string
  size: number
  /** Seconds. */
  duration: number
  /** When its first chunk arrived (ms since the epoch): where a video segment sits on the audio's timeline. */
  startedAt: number
}

/** What is recorded: where its state lives in the room's SQLite and what its R2 object is called. */
export interface RecordingKind {
  /** Prefix of its tables: `${tables}_meta`, `${tables}_pending`, `${tables}_parts`. */
  tables: string
  /** `audio/live-{streamId}-{time}.webm`. */
  keyPrefix: 'audio/live' | 'video/live'
  contentType: 'audio/webm' | 'video/webm'
}

const AUDIO_RECORDING: RecordingKind = { tables: 'recording', keyPrefix: 'audio/live', contentType: 'audio/webm' }

type RecordingMeta = 'key' | 'uploadId' | 'firstChunkAt' | 'lastChunkAt' | 'size' | 'stoppedBy'

/**
 * The relayed audio (or one video connection, see video-recording.ts), streamed to R2 as a multipart upload while the
 * stream runs. Chunks wait in the room's SQLite
 * (so an eviction loses nothing) until a full part has gathered; memory holds at most one part at a time.
 * Past either limit it takes no more chunks for the rest of the stream.
 */
export class Recording {
  private work: Promise<void> = Promise.resolve()
  private pendingBytes: number

  constructor(
    private readonly sql: SqlStorage,
    private readonly bucket: R2Bucket,
    private readonly streamId: number,
    private readonly limits: RecordingLimits = RECORDING_LIMITS,
    private readonly kind: RecordingKind = AUDIO_RECORDING,
  ) {
    const { tables } = kind
    sql.exec(`
      CREATE TABLE IF NOT EXISTS ${tables}_meta (key TEXT PRIMARY KEY, value);
      CREATE TABLE IF NOT EXISTS ${tables}_pending (seq INTEGER PRIMARY KEY AUTOINCREMENT, bytes BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS ${tables}_parts (part_number INTEGER PRIMARY KEY, etag TEXT NOT NULL);
    `)
    this.pendingBytes = sql
      .exec<{ size: number }>(`SELECT coalesce(sum(length(bytes)), 0) AS size FROM ${tables}_pending`)
      .one().size
  }

  private meta<Value extends string | number>(key: RecordingMeta): Value | null {
    const [row] = this.sql
      .exec<{ value: Value }>(`SELECT value FROM ${this.kind.tables}_meta WHERE key = ?`, key)
      .toArray()
    return row?.value ?? null
  }

  private setMeta(key: RecordingMeta, value: string | number): void {
    this.sql.exec(
      `INSERT INTO ${this.kind.tables}_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      key,
      value,
    )
  }

  /** Why the recording stopped early, or null while it still records. */
  get stoppedBy(): RecordingStopReason | null {
    return this.meta<RecordingStopReason>('stoppedBy')
  }

  /**
   * Records the chunk. Once the recording has stopped it records nothing; the chunk that would take it past a limit
   * stops it and gets the reason back (its caller then finishes and publishes what was recorded, and tells the host).
   */
  append(chunk: ArrayBuffer): RecordingStopReason | null {
    if (this.stoppedBy) return null
    const now = Date.now()
    const stoppedBy = this.limitReached(chunk.byteLength, now)
    if (stoppedBy) {
      this.setMeta('stoppedBy', stoppedBy)
      return stoppedBy
    }
    if (this.meta('firstChunkAt') === null) this.setMeta('firstChunkAt', now)
    this.setMeta('lastChunkAt', now)
    this.setMeta('size', (this.meta<number>('size') ?? 0) + chunk.byteLength)
    this.sql.exec(`INSERT INTO ${this.kind.tables}_pending (bytes) VALUES (?)`, chunk)
    this.pendingBytes += chunk.byteLength
    if (this.pendingBytes >= RECORDING_PART_BYTES) this.enqueue(() => this.uploadFullParts())
    return null
  }

  private limitReached(bytes: number, now: number): RecordingStopReason | null {
    if ((this.meta<number>('size') ?? 0) + bytes > this.limits.bytes) return 'size'
    const firstChunkAt = this.meta<number>('firstChunkAt')
    if (firstChunkAt !== null && now - firstChunkAt >= this.limits.ms) return 'duration'
    return null
  }

  /** Uploads run one after another, in order, while chunks keep arriving. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.work = this.work.then(task, task)
    return this.work
  }

  private async upload(): Promise<R2MultipartUpload> {
    const key = this.meta<string>('key')
    const uploadId = this.meta<string>('uploadId')
    if (key && uploadId) return this.bucket.resumeMultipartUpload(key, uploadId)
    const upload = await this.bucket.createMultipartUpload(
      `${this.kind.keyPrefix}-${this.streamId}-${Date.now()}.webm`,
      {
        httpMetadata: { contentType: this.kind.contentType },
      },
    )
    this.setMeta('key', upload.key)
    this.setMeta('uploadId', upload.uploadId)
    return upload
  }

  private async uploadFullParts(): Promise<void> {
    while (this.pendingBytes >= RECORDING_PART_BYTES) await this.uploadPart(RECORDING_PART_BYTES)
  }

  /** Uploads the oldest `size` pending bytes as the next part; a chunk cut in two keeps its rest pending. */
  private async uploadPart(size: number): Promise<void> {
    const part = new Uint8Array(size)
    let filled = 0
    const { tables } = this.kind
    const cursor = this.sql.exec<{ seq: number; bytes: ArrayBuffer }>(
      `SELECT seq, bytes FROM ${tables}_pending ORDER BY seq`,
    )
    const consumed: number[] = []
    let rest: { seq: number; bytes: ArrayBuffer } | null = null
    for (const row of cursor) {
      const take = Math.min(row.bytes.byteLength, size - filled)
      part.set(new Uint8Array(row.bytes, 0, take), filled)
      filled += take
      if (take < row.bytes.byteLength) rest = { seq: row.seq, bytes: row.bytes.slice(take) }
      else consumed.push(row.seq)
      if (filled === size) break
    }
    const upload = await this.upload()
    const partNumber = this.sql
      .exec<{ next: number }>(`SELECT coalesce(max(part_number), 0) + 1 AS next FROM ${tables}_parts`)
      .one().next
    const uploaded = await upload.uploadPart(partNumber, part)
    this.sql.exec(`INSERT INTO ${tables}_parts (part_number, etag) VALUES (?, ?)`, partNumber, uploaded.etag)
    for (const seq of consumed) this.sql.exec(`DELETE FROM ${tables}_pending WHERE seq = ?`, seq)
    if (rest) this.sql.exec(`UPDATE ${tables}_pending SET bytes = ? WHERE seq = ?`, rest.bytes, rest.seq)
    this.pendingBytes -= filled
  }

  /**
   * Completes the upload with what is still pending as the last part and measures the file; null when nothing was
   * recorded. The recording state is cleared (but for why it stopped early), so finishing twice publishes once.
   */
  finish(timecodeScaleNs?: number): Promise<FinishedRecording | null> {
    let finished: FinishedRecording | null = null
    return this.enqueue(async () => {
      await this.uploadFullParts()
      if (this.pendingBytes > 0) await this.uploadPart(this.pendingBytes)
      const key = this.meta<string>('key')
      const uploadId = this.meta<string>('uploadId')
      if (!key || !uploadId) return
      const { tables } = this.kind
      const parts = this.sql
        .exec<{ part_number: number; etag: string }>(
          `SELECT part_number, etag FROM ${tables}_parts ORDER BY part_number`,
        )
        .toArray()
        .map((row) => ({ partNumber: row.part_number, etag: row.etag }))
      await this.bucket.resumeMultipartUpload(key, uploadId).complete(parts)
      const duration = await this.measure(key, timecodeScaleNs)
      finished = {
        key,
        size: this.meta<number>('size') ?? 0,
        duration,
        startedAt: this.meta<number>('firstChunkAt') ?? Date.now(),
      }
      this.sql.exec(
        `DELETE FROM ${tables}_meta WHERE key != 'stoppedBy'; DELETE FROM ${tables}_parts; DELETE FROM ${tables}_pending`,
      )
    }).then(() => finished)
  }

  /** Seconds from the WebM timecodes at the file's end; the wall clock between first and last chunk otherwise. */
  private async measure(key: string, timecodeScaleNs: number | undefined): Promise<number> {
    const tail = await this.bucket.get(key, { range: { suffix: DURATION_TAIL_BYTES } })
    const bytes = tail ? new Uint8Array(await tail.arrayBuffer()) : new Uint8Array()
    const fromTimecodes = webmDurationFromTail(bytes, timecodeScaleNs)
    if (fromTimecodes !== null && fromTimecodes > 0) return fromTimecodes
    return ((this.meta<number>('lastChunkAt') ?? 0) - (this.meta<number>('firstChunkAt') ?? 0)) / 1000
  }

  /** Forgets the recording's tables once it is finished and published (a video segment's are its own). */
  dropTables(): void {
    const { tables } = this.kind
    this.sql.exec(
      `DROP TABLE IF EXISTS ${tables}_meta; DROP TABLE IF EXISTS ${tables}_pending; DROP TABLE IF EXISTS ${tables}_parts`,
    )
  }
}
