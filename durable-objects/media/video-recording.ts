import { Recording, RECORDING_LIMITS, type RecordingLimits } from './recording'
import { webmTimecodeScale } from './webm-duration'

/** One host video connection, recorded to its own R2 object. */
export interface FinishedVideoSegment {
  key: string
  size: number
  /** When its first chunk arrived (ms since the epoch). */
  startedAt: number
  durationMs: number
}

type SegmentRow = {
  n: number
  started_at: number
  size: number
  timecode_scale: number
  key: string | null
  duration_ms: number | null
}

/**
 * The /video channel while it is live, recorded so the published recording keeps its picture (ADR 015). Each host
 * connection that opens with a header (camera, then screen, then camera again) is a segment: its own multipart
 * upload (recording.ts, in tables of its own) and a row here saying when it started. Every segment together stays
 * within the recording limits; past them no more video is recorded. State lives in the room's SQLite, so an
 * eviction loses nothing.
 */
export class VideoRecording {
  /** Segments being completed (cut off by the next connection, or at the end), one job after another. */
  private finishing: Promise<void> = Promise.resolve()
  private readonly recordings = new Map<number, Recording>()

  constructor(
    private readonly sql: SqlStorage,
    private readonly bucket: R2Bucket,
    private readonly streamId: number,
    private readonly limits: RecordingLimits = RECORDING_LIMITS,
  ) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS video_segments (
        n INTEGER PRIMARY KEY, started_at INTEGER NOT NULL, size INTEGER NOT NULL, timecode_scale INTEGER NOT NULL,
        key TEXT, duration_ms INTEGER
      );
      CREATE TABLE IF NOT EXISTS video_recording_stopped (id INTEGER PRIMARY KEY CHECK (id = 1));
    `)
  }

  private get stopped(): boolean {
    return this.sql.exec('SELECT 1 FROM video_recording_stopped').toArray().length > 0
  }

  /** No more video is recorded for this stream (a limit was reached, or the recording was published). */
  stop(): void {
    this.sql.exec('INSERT OR IGNORE INTO video_recording_stopped (id) VALUES (1)')
  }

  private segments(): SegmentRow[] {
    return this.sql.exec<SegmentRow>('SELECT * FROM video_segments ORDER BY n').toArray()
  }

  private recording(n: number, limits: RecordingLimits = this.limits): Recording {
    let recording = this.recordings.get(n)
    if (!recording) {
      recording = new Recording(this.sql, this.bucket, this.streamId, limits, {
        tables: `video_segment_${n}`,
        keyPrefix: 'video/live',
        contentType: 'video/webm',
      })
      this.recordings.set(n, recording)
    }
    return recording
  }

  /** A host connection's first chunk, opening with its header: the segment before it ends, a new one starts. */
  begin(first: ArrayBuffer): void {
    if (this.stopped) return
    const segments = this.segments()
    const n = (segments.at(-1)?.n ?? 0) + 1
    void this.enqueue(() => this.finishOpenSegments(n))
    const now = Date.now()
    const usedBytes = segments.reduce((size, segment) => size + segment.size, 0)
    const limits = {
      bytes: this.limits.bytes - usedBytes,
      ms: this.limits.ms - (segments.length > 0 ? now - segments[0].started_at : 0),
    }
    if (limits.bytes <= 0 || limits.ms <= 0) return this.stop()
    this.sql.exec(
      'INSERT INTO video_segments (n, started_at, size, timecode_scale) VALUES (?, ?, 0, ?)',
      n,
      now,
      webmTimecodeScale(new Uint8Array(first)),
    )
    this.recording(n, limits)
    this.append(first)
  }

  /** Every later chunk of the connection (or of one that carries the same recording on). */
  append(chunk: ArrayBuffer): void {
    if (this.stopped) return
    const [current] = this.sql
      .exec<{ n: number }>('SELECT n FROM video_segments WHERE key IS NULL ORDER BY n DESC LIMIT 1')
      .toArray()
    if (!current) return
    if (this.recording(current.n).append(chunk)) return this.stop()
    this.sql.exec('UPDATE video_segments SET size = size + ? WHERE n = ?', chunk.byteLength, current.n)
  }

  /** Completing segments runs one job at a time, so a segment is never completed twice at once. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.finishing = this.finishing.then(task, task)
    return this.finishing
  }

  /** Completes the segments before segment `below` that are still open, as they are when the job runs. */
  private async finishOpenSegments(below: number): Promise<void> {
    const open = this.sql
      .exec<SegmentRow>('SELECT * FROM video_segments WHERE key IS NULL AND n < ? ORDER BY n', below)
      .toArray()
    for (const segment of open) {
      const recording = this.recording(segment.n)
      const finished = await recording.finish(segment.timecode_scale)
      recording.dropTables()
      this.recordings.delete(segment.n)
      if (finished) {
        this.sql.exec(
          'UPDATE video_segments SET key = ?, duration_ms = ? WHERE n = ?',
          finished.key,
          Math.round(finished.duration * 1000),
          segment.n,
        )
      } else {
        this.sql.exec('DELETE FROM video_segments WHERE n = ?', segment.n)
      }
    }
  }

  /**
   * Stops recording, completes every segment and hands them over, oldest first; the room forgets them then, so
   * finishing twice (even at once) hands them over once.
   */
  async finish(): Promise<FinishedVideoSegment[]> {
    this.stop()
    let finished: FinishedVideoSegment[] = []
    await this.enqueue(async () => {
      await this.finishOpenSegments(Number.MAX_SAFE_INTEGER)
      finished = this.segments().map((segment) => ({
        key: segment.key!,
        size: segment.size,
        startedAt: segment.started_at,
        durationMs: segment.duration_ms!,
      }))
      this.sql.exec('DELETE FROM video_segments')
    })
    return finished
  }
}
