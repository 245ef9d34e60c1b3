type Slot = HTMLAudioElement | null

/**
 * The player's two <audio> elements: one sounds, the other loads the track that comes next and takes over the moment
 * the first ends (docs/decisions/038-the-next-track-waits-in-a-second-audio-element.md). Everything else commands
 * and hears only the sounding one.
 */
export class AudioPair {
  private readonly elements: [Slot, Slot] = [null, null]
  private soundingIndex: 0 | 1 = 0
  private startedFromBeginning = false

  /** Callback refs for the two elements; the first sounds until a track ends into the second. */
  readonly refs = [
    (element: Slot) => void (this.elements[0] = element),
    (element: Slot) => void (this.elements[1] = element),
  ]

  get sounding(): Slot {
    return this.elements[this.soundingIndex]
  }

  get waiting(): Slot {
    return this.elements[1 - this.soundingIndex]
  }

  /** Both elements, for settings that must carry over to whichever sounds (volume). */
  get all(): HTMLAudioElement[] {
    return this.elements.filter((element) => element !== null)
  }

  /** Has the waiting element fetch `url` ahead, unless it holds it already. */
  preload(url: string) {
    const waiting = this.waiting
    if (!waiting || waiting.getAttribute('src') === url) return
    waiting.preload = 'auto'
    waiting.src = url
  }

  /**
   * When the waiting element holds `url`: makes it the sounding one, from its beginning, at the rate and volume of
   * the one it replaces, for the caller to play at once. Returns whether it did.
   */
  swapTo(url: string): boolean {
    const [sounding, waiting] = [this.sounding, this.waiting]
    if (!sounding || !waiting || waiting.getAttribute('src') !== url) return false
    waiting.volume = sounding.volume
    waiting.defaultPlaybackRate = sounding.defaultPlaybackRate
    waiting.playbackRate = sounding.playbackRate
    if (waiting.currentTime !== 0) waiting.currentTime = 0
    this.soundingIndex = this.soundingIndex === 0 ? 1 : 0
    this.startedFromBeginning = true
    return true
  }

  /**
   * Whether the sounding element was just put at its beginning by swapTo, asked once: the request to
   * start the new track at 0 that follows is then already met, and seeking a playing element would stall it.
   */
  takeStartedFromBeginning(): boolean {
    const started = this.startedFromBeginning
    this.startedFromBeginning = false
    return started
  }
}
