import { startsWithEbmlHeader } from '../../../contracts/webm'

/** Past this much buffered media ahead of the playhead, the element jumps to the live edge. */
const MAX_LAG_SECONDS = 3

/**
 * Feeds a live WebM chunk stream (the relay's /audio or /video) to a media element through a MediaSource. The
 * SourceBuffer's type comes from the stream's header (`typeOf`), so a video feed learns its codec from the host.
 */
export class MediaSourceFeed {
  private readonly mediaSource = new MediaSource()
  private readonly url: string
  private sourceBuffer: SourceBuffer | null = null
  private readonly pending: ArrayBuffer[] = []
  private type: string | null = null
  private isDisposed = false

  constructor(
    readonly element: HTMLMediaElement,
    private readonly typeOf: (header: ArrayBuffer) => string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.url = URL.createObjectURL(this.mediaSource)
    element.src = this.url
    this.mediaSource.addEventListener('sourceopen', () => this.openBuffer(), { once: true })
  }

  get disposed() {
    return this.isDisposed
  }

  /** A binary frame from the relay; chunks before the container header are dropped (a decoder fed them gives up). */
  append(chunk: ArrayBuffer) {
    if (this.isDisposed) return
    if (!this.type) {
      if (!startsWithEbmlHeader(chunk)) return
      this.type = this.typeOf(chunk)
      this.openBuffer()
    }
    this.pending.push(chunk)
    this.flush()
  }

  dispose() {
    this.isDisposed = true
    this.element.pause()
    this.element.removeAttribute('src')
    URL.revokeObjectURL(this.url)
  }

  private openBuffer() {
    if (this.sourceBuffer || !this.type || this.mediaSource.readyState !== 'open') return
    try {
      this.sourceBuffer = this.mediaSource.addSourceBuffer(this.type)
      // A late joiner gets the header and then chunks from the middle of the recording: play them back to back.
      this.sourceBuffer.mode = 'sequence'
      this.sourceBuffer.addEventListener('updateend', () => {
        this.keepNearLiveEdge()
        this.flush()
      })
      this.sourceBuffer.addEventListener('error', () => this.onError(new Error('The decoder rejected a chunk')))
      this.flush()
    } catch (error) {
      this.onError(error)
    }
  }

  private flush() {
    const buffer = this.sourceBuffer
    if (!buffer || buffer.updating || !this.pending.length || this.mediaSource.readyState !== 'open') return
    try {
      buffer.appendBuffer(this.pending.shift()!)
    } catch (error) {
      this.onError(error)
    }
  }

  private keepNearLiveEdge() {
    const buffered = this.sourceBuffer?.buffered
    if (!buffered?.length) return
    const end = buffered.end(buffered.length - 1)
    if (end - this.element.currentTime > MAX_LAG_SECONDS) this.element.currentTime = Math.max(buffered.start(0), end - 1)
  }
}
