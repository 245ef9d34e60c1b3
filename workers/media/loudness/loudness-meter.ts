import { KWeighting } from './k-weighting'
import { TruePeak } from './true-peak'

/**
 * Integrated loudness and true peak of a programme, per ITU-R BS.1770-4 as EBU R128 applies it: K-weighted mean
 * square per channel over 400 ms blocks that overlap by 75 % (a block every 100 ms), channels weighted and summed,
 * blocks under -70 LUFS left out, then those more than 10 LU under the remaining blocks' loudness. Fed as decoded
 * audio arrives, it holds one number per 100 ms of programme, never the audio.
 */
export interface Loudness {
  /** LUFS; the absolute gate (-70) when no block passes it, as ffmpeg's ebur128 reports silence. */
  integratedLufs: number
  /** dBTP; SILENT_PEAK_DB for digital silence. */
  truePeakDb: number
}

const ABSOLUTE_GATE_LUFS = -70
const RELATIVE_GATE_LU = -10
export const SILENT_PEAK_DB = -144
const STEPS_PER_BLOCK = 4

const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare)

/**
 * BS.1770-4 channel weights by position in the usual order (L, R, C, LFE, Ls, Rs): surrounds count 1.41, the LFE
 * not at all. Mono and stereo weigh 1 a channel.
 */
function channelWeights(count: number): number[] {
  if (count < 6) return Array.from({ length: count }, () => 1)
  return Array.from({ length: count }, (_, channel) => [1, 1, 1, 0, 1.41, 1.41][channel] ?? 1)
}

export class LoudnessMeter {
  private readonly filters: KWeighting[]
  private readonly peaks: TruePeak[]
  private readonly weights: number[]
  private readonly stepLength: number
  /** Weighted K-filtered energy of the 100 ms step being filled, and how many samples it has. */
  private stepEnergy = 0
  private stepFilled = 0
  /** The last STEPS_PER_BLOCK steps' energies, newest last. */
  private readonly recentSteps: number[] = []
  /** Each full block's mean square, weighted and summed over channels. */
  private blocks = new Float64Array(1024)
  private blockCount = 0

  constructor(sampleRate: number, channelCount: number) {
    this.filters = Array.from({ length: channelCount }, () => new KWeighting(sampleRate))
    this.peaks = Array.from({ length: channelCount }, () => new TruePeak())
    this.weights = channelWeights(channelCount)
    this.stepLength = Math.round(sampleRate / 10)
  }

  /** One run of decoded audio: a Float32Array a channel, all the same length, full scale ±1. */
  push(channels: Float32Array[]) {
    const length = channels[0]?.length ?? 0
    for (let start = 0; start < length; ) {
      const end = Math.min(length, start + this.stepLength - this.stepFilled)
      for (let c = 0; c < this.filters.length; c++) {
        const samples = channels[c]
        const filter = this.filters[c]
        const peak = this.peaks[c]
        let energy = 0
        for (let i = start; i < end; i++) {
          const weighted = filter.next(samples[i])
          energy += weighted * weighted
          peak.push(samples[i])
        }
        this.stepEnergy += this.weights[c] * energy
      }
      this.stepFilled += end - start
      start = end
      if (this.stepFilled === this.stepLength) this.endStep()
    }
  }

  result(): Loudness {
    const blocks = this.blocks.subarray(0, this.blockCount)
    const gated = (threshold: number) => {
      let sum = 0
      let count = 0
      for (const block of blocks) {
        if (loudnessOf(block) > threshold) {
          sum += block
          count++
        }
      }
      return count ? loudnessOf(sum / count) : -Infinity
    }
    const absolute = gated(ABSOLUTE_GATE_LUFS)
    const integrated = absolute === -Infinity ? -Infinity : gated(absolute + RELATIVE_GATE_LU)
    const peak = Math.max(0, ...this.peaks.map((channel) => channel.peak))
    return {
      integratedLufs: Math.max(ABSOLUTE_GATE_LUFS, integrated),
      truePeakDb: peak > 0 ? Math.max(SILENT_PEAK_DB, 20 * Math.log10(peak)) : SILENT_PEAK_DB,
    }
  }

  private endStep() {
    this.recentSteps.push(this.stepEnergy)
    this.stepEnergy = 0
    this.stepFilled = 0
    if (this.recentSteps.length < STEPS_PER_BLOCK) return
    const blockEnergy = this.recentSteps.reduce((sum, energy) => sum + energy, 0)
    this.recentSteps.shift()
    if (this.blockCount === this.blocks.length) {
      const grown = new Float64Array(this.blocks.length * 2)
      grown.set(this.blocks)
      this.blocks = grown
    }
    this.blocks[this.blockCount++] = blockEnergy / (this.stepLength * STEPS_PER_BLOCK)
  }
}
