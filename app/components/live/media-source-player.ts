import { startsWithEbmlHeader } from '../../../contracts/webm'

/** SPEC §7 / PRODUCT.md §4: the host records Opus in WebM, so that is what the listener's MediaSource decodes. */
export const LIVE_AUDIO_MIME = 'audio/webm; codecs="opus"'

/** Past this much buffered audio ahead of the playhead, a listener jumps to the live edge. */
const MAX_LAG_SECONDS = 3

export const FFT_SIZE = 256

/**
 * Plays a live WebM/Opus chunk stream: an <audio> fed by a MediaSource, routed through an AnalyserNode (the meters
 * read it) and a GainNode (volume and mute), so the meters show the broadcast, not the listener's volume.
 */
export class MediaSourcePlayer {
  readonly audio = new Audio()
  readonly analyser: AnalyserNode
  private readonly context = new AudioContext()
  private readonly gain: GainNode
  private readonly mediaSource = new MediaSource()
  private sourceBuffer: SourceBuffer | null = null
  private readonly pending: ArrayBuffer[] = []
  private isDisposed = false
  private sawHeader = false

  constructor(private readonly onError: (error: unknown) => void) {
    this.audio.src = URL.createObjectURL(this.mediaSource)
    const source = this.context.createMediaElementSource(this.audio)
    this.analyser = this.context.createAnalyser()
    this.analyser.fftSize = FFT_SIZE
    this.gain = this.context.createGain()
    source.connect(this.analyser).connect(this.gain).connect(this.context.destination)
    this.mediaSource.addEventListener('sourceopen', () => this.openBuffer(), { once: true })
  }

  /** A disposed player is done: a play() that resolves after disposal must not count as playing. */
  get disposed() {
    return this.isDisposed
  }

  static isSupported() {
    return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(LIVE_AUDIO_MIME)
  }

  /** A binary frame from the relay; chunks before the container header are dropped (a decoder fed them gives up). */
  append(chunk: ArrayBuffer) {
    if (this.isDisposed) return
    if (!this.sawHeader) {
      if (!startsWithEbmlHeader(chunk)) return
      this.sawHeader = true
    }
    this.pending.push(chunk)
    this.flush()
  }

  setVolume(volume: number, muted: boolean) {
    this.gain.gain.value = muted ? 0 : volume
  }

  /** Starts output; rejects when the browser wants a user gesture first. */
  async play() {
    await this.context.resume()
    await this.audio.play()
  }

  dispose() {
    this.isDisposed = true
    this.audio.pause()
    URL.revokeObjectURL(this.audio.src)
    void this.context.close()
  }

  private openBuffer() {
    try {
      this.sourceBuffer = this.mediaSource.addSourceBuffer(LIVE_AUDIO_MIME)
      // A late joiner gets the header and then chunks from the middle of the recording: play them back to back.
      this.sourceBuffer.mode = 'sequence'
      this.sourceBuffer.addEventListener('updateend', () => {
        this.keepNearLiveEdge()
        this.flush()
      })
      this.sourceBuffer.addEventListener('error', () => this.onError(new Error('The audio decoder rejected a chunk')))
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
    if (end - this.audio.currentTime > MAX_LAG_SECONDS) this.audio.currentTime = Math.max(buffered.start(0), end - 1)
  }
}
