/**
 * The K-weighting of ITU-R BS.1770-4 as two biquads, designed for any sample rate from the analogue prototypes the
 * recommendation's 48 kHz coefficients come from (the same derivation as libebur128 and ffmpeg's ebur128 filter):
 * a high shelf of about +4 dB above 1.5 kHz (the head's effect), then the RLB high-pass near 38 Hz.
 */
export interface Biquad {
  b0: number
  b1: number
  b2: number
  a1: number
  a2: number
}

function highShelf(sampleRate: number): Biquad {
  const f0 = 1681.974450955533
  const gainDb = 3.999843853973347
  const q = 0.7071752369554196
  const k = Math.tan((Math.PI * f0) / sampleRate)
  const vh = 10 ** (gainDb / 20)
  const vb = vh ** 0.4996667741545416
  const a0 = 1 + k / q + k * k
  return {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  }
}

function rlbHighPass(sampleRate: number): Biquad {
  const f0 = 38.13547087602444
  const q = 0.5003270373238773
  const k = Math.tan((Math.PI * f0) / sampleRate)
  const a0 = 1 + k / q + k * k
  return { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 }
}

/** Filters one channel through both stages, sample by sample, keeping its state between calls. */
export class KWeighting {
  private readonly shelf: Biquad
  private readonly highPass: Biquad
  // Direct form II transposed state of each stage.
  private s1 = 0
  private s2 = 0
  private h1 = 0
  private h2 = 0

  constructor(sampleRate: number) {
    this.shelf = highShelf(sampleRate)
    this.highPass = rlbHighPass(sampleRate)
  }

  /** The K-weighted sample. */
  next(x: number): number {
    const s = this.shelf
    const y = s.b0 * x + this.s1
    this.s1 = s.b1 * x - s.a1 * y + this.s2
    this.s2 = s.b2 * x - s.a2 * y
    const h = this.highPass
    const z = h.b0 * y + this.h1
    this.h1 = h.b1 * y - h.a1 * z + this.h2
    this.h2 = h.b2 * y - h.a2 * z
    return z
  }
}
