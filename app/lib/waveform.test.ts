import { describe, expect, it } from 'vitest'
import { computePeaks, WAVEFORM_PEAKS } from './waveform'

describe('computePeaks', () => {
  it('gives 800 peaks between 0 and 1 by default, the loudest being 1', () => {
    const samples = Float32Array.from({ length: 44_100 }, (_, index) => Math.sin(index / 10) * (index / 44_100))
    const peaks = computePeaks([samples])
    expect(peaks).toHaveLength(WAVEFORM_PEAKS)
    expect(Math.max(...peaks)).toBe(1)
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true)
    expect(peaks[10]).toBeLessThan(peaks[700])
  })
  it('takes the loudest channel of each slice', () => {
    expect(computePeaks([Float32Array.of(0.1, 0, 0, 0), Float32Array.of(0, 0, 0, -0.5)], 2)).toEqual([0.2, 1])
  })
  it('keeps silence at zero and short audio at one peak per sample', () => {
    expect(computePeaks([new Float32Array(4)], 800)).toEqual([0, 0, 0, 0])
    expect(computePeaks([])).toEqual([])
  })
})
