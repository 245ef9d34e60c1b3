import { linearGain } from './normalization-gain'

/** Short enough to be heard as at once, long enough that a change of gain mid-track makes no click. */
const GAIN_CHANGE_SECONDS = 0.015

/**
 * Routes each of the player's audio elements through its own GainNode (element → MediaElementAudioSourceNode →
 * GainNode → destination), so every element carries the gain of the track it holds and a hand-over between them
 * changes no gain (docs/decisions/044-the-player-normalises-with-a-gain-per-element.md). The element's own volume
 * still applies before the gain. The AudioContext is made on the listener's first gesture: one made earlier would
 * start suspended and silence the elements routed through it.
 */
export class NormalizingGraph {
  private context: AudioContext | null = null
  private readonly nodes = new Map<HTMLAudioElement, GainNode>()
  private readonly gainsDb = new Map<HTMLAudioElement, number>()

  /** Routes `elements` through their gains (once each) and wakes the context; call it from a user gesture. */
  connect(elements: HTMLAudioElement[]) {
    if (typeof AudioContext === 'undefined') return
    const context = (this.context ??= new AudioContext())
    for (const element of elements) {
      if (this.nodes.has(element)) continue
      const gain = context.createGain()
      gain.gain.value = linearGain(this.gainsDb.get(element) ?? 0)
      context.createMediaElementSource(element).connect(gain).connect(context.destination)
      this.nodes.set(element, gain)
    }
    this.resume()
  }

  /** A context the browser suspended (a tab in the background on some phones) would hold the sound back. */
  resume() {
    if (this.context?.state === 'suspended') void this.context.resume()
  }

  /** Sets the gain `element` plays at, gliding over a few milliseconds when it is already sounding. */
  setGain(element: HTMLAudioElement, db: number) {
    if (this.gainsDb.get(element) === db) return
    this.gainsDb.set(element, db)
    const node = this.nodes.get(element)
    if (node && this.context) node.gain.setTargetAtTime(linearGain(db), this.context.currentTime, GAIN_CHANGE_SECONDS)
  }
}
