import { startsWithEbmlHeader } from '../../../contracts/webm'
import { browserMediaSources, liveMediaSourceIn } from './live-media-source'

/** How close to the newest buffered media (the live edge) a feed keeps its element's playhead. */
export interface LiveEdge {
  /** Past this much buffered ahead of the playhead, the element jumps... */
  maxLagSeconds: number
  /** ...to this far behind the live edge. */
  jumpToLagSeconds: number
  /** Past this lag it plays 10 % faster until it is back within `catchUp.to`; absent, it never speeds up. */
  catchUp?: { from: number; to: number }
}

/** The sound: seconds of slack, never a change of speed. */
export const AUDIO_LIVE_EDGE: LiveEdge = { maxLagSeconds: 3, jumpToLagSeconds: 1 }

/**
 * The picture (glass-to-glass ≤ 1.5 s, ADR 015): half a second behind, two host slices (250 ms each) of slack so
 * a late chunk on a busy machine does not freeze it; a muted video may speed up unheard.
 */
export const VIDEO_LIVE_EDGE: LiveEdge = { maxLagSeconds: 1, jumpToLagSeconds: 0.5, catchUp: { from: 0.6, to: 0.4 } }

const CATCH_UP_RATE = 1.1

/**
 * Feeds a live WebM chunk stream (the relay's /audio or /video) to a media element through a MediaSource (a
 * ManagedMediaSource on an iPhone: live-media-source.ts). The SourceBuffer's type comes from the stream's header
 * (`typeOf`), so a video feed learns its codec from the host. A later header is a new broadcast (a host who came
 * back, another tab, a program that reconnected): the feed starts again on a fresh MediaSource from it.
 */
export class MediaSourceFeed {
  private readonly Source: typeof MediaSource
  private mediaSource!: MediaSource
  private url = ''
  private sourceBuffer: SourceBuffer | null = null
  private pending: ArrayBuffer[] = []
  private type: string | null = null
  private isDisposed = false

  constructor(
    readonly element: HTMLMediaElement,
    private readonly typeOf: (header: ArrayBuffer) => string,
    private readonly onError: (error: unknown) => void,
    private readonly liveEdge: LiveEdge = AUDIO_LIVE_EDGE,
  ) {
    const Source = liveMediaSourceIn(browserMediaSources())
    if (!Source) throw new Error('This browser has no MediaSource')
    this.Source = Source
    // A ManagedMediaSource opens only on an element that cannot be sent to AirPlay; a live feed cannot be anyway.
    element.disableRemotePlayback = true
    this.openSource()
  }

  get disposed() {
    return this.isDisposed
  }

  /** Whether the stream's header has come. */
  get started() {
    return this.type !== null
  }

  /** A binary frame from the relay; chunks before the container header are dropped (a decoder fed them gives up). */
  append(chunk: ArrayBuffer) {
    if (this.isDisposed) return
    const header = startsWithEbmlHeader(chunk)
    if (header && this.type) this.startAgain()
    if (!this.type) {
      if (!header) return
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

  private openSource() {
    const mediaSource = new this.Source()
    this.mediaSource = mediaSource
    this.url = URL.createObjectURL(mediaSource)
    this.element.src = this.url
    const open = () => {
      if (mediaSource === this.mediaSource) this.openBuffer()
    }
    mediaSource.addEventListener('sourceopen', open, { once: true })
  }

  /**
   * The old broadcast's buffer holds another recording's timeline (and maybe another codec): the new one gets its
   * own MediaSource, and the element (paused by the new source) plays it from its start once played again.
   */
  private startAgain() {
    URL.revokeObjectURL(this.url)
    this.sourceBuffer = null
    this.pending = []
    this.type = null
    this.openSource()
  }

  private openBuffer() {
    if (this.sourceBuffer || !this.type || this.mediaSource.readyState !== 'open') return
    try {
      const sourceBuffer = this.mediaSource.addSourceBuffer(this.type)
      this.sourceBuffer = sourceBuffer
      // A late joiner gets the header and then chunks from the middle of the recording: play them back to back.
      sourceBuffer.mode = 'sequence'
      sourceBuffer.addEventListener('updateend', () => {
        if (sourceBuffer !== this.sourceBuffer) return
        this.keepNearLiveEdge()
        this.flush()
      })
      sourceBuffer.addEventListener('error', () => {
        if (sourceBuffer === this.sourceBuffer) this.onError(new Error('The decoder rejected a chunk'))
      })
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
    const { element, liveEdge } = this
    // Until it plays, the element waits at the newest Cluster's start; a jump then would only restart its decoding.
    if (element.paused || element.seeking) return
    const end = buffered.end(buffered.length - 1)
    const lag = end - element.currentTime
    if (lag > liveEdge.maxLagSeconds) element.currentTime = Math.max(buffered.start(0), end - liveEdge.jumpToLagSeconds)
    if (!liveEdge.catchUp) return
    if (lag > liveEdge.catchUp.from) element.playbackRate = CATCH_UP_RATE
    else if (lag < liveEdge.catchUp.to) element.playbackRate = 1
  }
}
