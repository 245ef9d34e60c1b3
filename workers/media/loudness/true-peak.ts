/**
 * The true peak of ITU-R BS.1770-4 Annex 2: each channel oversampled four times by a 48-tap polyphase low-pass FIR
 * (a Hann-windowed sinc, 12 taps a phase), and the largest absolute value of the samples and the interpolated
 * points between them.
 */
const FACTOR = 4
const TAPS_PER_PHASE = 12
const TAPS = FACTOR * TAPS_PER_PHASE

/** PHASES[p][t]: the weight of the t-th most recent sample in the p-th point between two samples. */
const PHASES: Float64Array[] = Array.from({ length: FACTOR }, (_, phase) => {
  const weights = new Float64Array(TAPS_PER_PHASE)
  for (let t = 0; t < TAPS_PER_PHASE; t++) {
    const j = t * FACTOR + phase
    const m = j - (TAPS - 1) / 2
    const sinc = Math.sin((Math.PI * m) / FACTOR) / ((Math.PI * m) / FACTOR)
    weights[t] = sinc * 0.5 * (1 - Math.cos((2 * Math.PI * (j + 0.5)) / TAPS))
  }
  // Each phase passes a constant unchanged.
  const sum = weights.reduce((total, weight) => total + weight, 0)
  return weights.map((weight) => weight / sum)
})

/** Follows one channel's samples, keeping the last TAPS_PER_PHASE of them between calls. */
export class TruePeak {
  private readonly history = new Float64Array(TAPS_PER_PHASE * 2)
  private at = 0
  /** The largest absolute value so far, as a linear amplitude. */
  peak = 0

  push(x: number) {
    // The history is kept twice over, so the last TAPS_PER_PHASE samples are always one contiguous run.
    const history = this.history
    this.at = (this.at + 1) % TAPS_PER_PHASE
    history[this.at] = x
    history[this.at + TAPS_PER_PHASE] = x
    let peak = Math.max(this.peak, Math.abs(x))
    const newest = this.at + TAPS_PER_PHASE
    for (let phase = 0; phase < FACTOR; phase++) {
      const weights = PHASES[phase]
      let y = 0
      for (let t = 0; t < TAPS_PER_PHASE; t++) y += weights[t] * history[newest - t]
      y = Math.abs(y)
      if (y > peak) peak = y
    }
    this.peak = peak
  }
}
