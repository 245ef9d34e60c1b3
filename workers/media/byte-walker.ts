import { concatBytes } from './bytes'

/**
 * A file walked front to back, so it can be measured as it streams past (ADR 014). A walker is a generator that
 * asks for the bytes it needs (`yield want(at, length)`) and gets them back: exactly `length` bytes, or fewer when
 * the file ends first (none at or past the end). Its requests never go backwards (`at` never decreases) and ask
 * for at most MAX_WANT bytes, so whoever feeds it holds no more than that of the file at a time.
 */
export interface Want {
  at: number
  length: number
}

export type Walker<T> = Generator<Want, T, Uint8Array>

/** The most a walker may ask for at once: an Ogg page (65,307 bytes) or the MP3 frame search window fit. */
export const MAX_WANT = 128 * 1024

export const want = (at: number, length: number): Want => ({ at, length })

/**
 * Runs a walker over a file that arrives in chunks: `push` each chunk as it comes, then `end` for the result. Only the
 * bytes from the walker's current request on are kept, never more than MAX_WANT plus one chunk.
 */
export class StreamedWalk<T> {
  private step: IteratorResult<Want, T>
  /** Kept bytes, starting at file offset `start`. */
  private kept = new Uint8Array()
  private start = 0

  constructor(private readonly walker: Walker<T>) {
    this.step = walker.next()
    this.checkWant()
  }

  push(chunk: Uint8Array) {
    if (this.step.done) return
    const end = this.start + this.kept.length + chunk.length
    const at = this.step.value.at
    if (at >= end) {
      this.kept = new Uint8Array()
      this.start = end
      return
    }
    // Keep only what the current request and later ones (which never go backwards) may read.
    const fromKept = this.kept.subarray(Math.max(0, at - this.start))
    const fromChunk = chunk.subarray(Math.max(0, at - this.start - this.kept.length))
    this.kept = fromKept.length ? concatBytes([fromKept, fromChunk]) : fromChunk.slice()
    this.start = end - this.kept.length
    this.answer(false)
  }

  /** The walker's result, once the file has ended: requests past the end get the bytes that exist. */
  end(): T {
    this.answer(true)
    if (!this.step.done) throw new Error('a walker asked for bytes after the end of the file')
    return this.step.value
  }

  private answer(ended: boolean) {
    while (!this.step.done) {
      const { at, length } = this.step.value
      const from = at - this.start
      const available = this.kept.length - Math.max(0, from)
      if (from < 0 || (available < length && !ended)) return
      this.step = this.walker.next(this.kept.subarray(from, from + length))
      this.checkWant()
    }
  }

  private checkWant() {
    if (this.step.done) return
    const { at, length } = this.step.value
    if (length > MAX_WANT || at < this.start)
      throw new Error(`a walker asked for ${length} bytes at ${at}, which a stream cannot give`)
  }
}

/**
 * The end of the file from `from` on, read by walking to it: the last MAX_WANT to 2 × MAX_WANT bytes (all of them
 * when fewer), with the file offset they start at.
 */
export function* tailFrom(from: number): Walker<{ bytes: Uint8Array; start: number }> {
  let previous: Uint8Array = new Uint8Array()
  for (let at = from; ; at += MAX_WANT) {
    const window = yield want(at, MAX_WANT)
    if (window.length < MAX_WANT) return { bytes: concatBytes([previous, window]), start: at - previous.length }
    previous = window
  }
}
