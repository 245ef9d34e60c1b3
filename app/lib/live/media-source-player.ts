import { browserMediaSources, canPlayLive } from './live-media-source'
import { MediaSourceFeed } from './media-source-feed'

/** The host records Opus in WebM, so that is what the listener's MediaSource decodes. */
export const LIVE_AUDIO_MIME = 'audio/webm; codecs="opus"'

export const FFT_SIZE = 256

/**
 * Plays the live WebM/Opus stream of /audio: an <audio> fed by a MediaSource, routed through an AnalyserNode (the
 * meters read it) and a GainNode (volume and mute), so the meters show the broadcast, not the listener's volume.
 */
export class MediaSourcePlayer {
  readonly audio = new Audio()
  readonly analyser: AnalyserNode
  private readonly context = new AudioContext()
  private readonly gain: GainNode
  private readonly feed: MediaSourceFeed

  constructor(onError: (error: unknown) => void) {
    this.feed = new MediaSourceFeed(this.audio, () => LIVE_AUDIO_MIME, onError)
    const source = this.context.createMediaElementSource(this.audio)
    this.analyser = this.context.createAnalyser()
    this.analyser.fftSize = FFT_SIZE
    this.gain = this.context.createGain()
    source.connect(this.analyser).connect(this.gain).connect(this.context.destination)
  }

  /** A disposed player is done: a play() that resolves after disposal must not count as playing. */
  get disposed() {
    return this.feed.disposed
  }

  get started() {
    return this.feed.started
  }

  static isSupported() {
    return canPlayLive(browserMediaSources(), LIVE_AUDIO_MIME)
  }

  append(chunk: ArrayBuffer) {
    this.feed.append(chunk)
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
    this.feed.dispose()
    void this.context.close()
  }
}
