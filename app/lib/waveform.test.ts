import { describe, expect, it } from 'vitest'
import { computePeaks, resamplePeaks, secondsAt, WAVEFORM_PEAKS } from './waveform'

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

describe('resamplePeaks', () => {
  it('fits an upload’s 800 peaks to the bars a width has room for, each the loudest of its slice', () => {
    const peaks = Array.from({ length: WAVEFORM_PEAKS }, (_, index) => (index % 4 === 3 ? 1 : 0.1))
    const bars = resamplePeaks(peaks, 512 / 3)
    expect(bars).toHaveLength(170)
    expect(bars.every((bar) => bar === 1)).toBe(true)
    expect(resamplePeaks(peaks, 93)).toHaveLength(93)
  })
  it('keeps a lone spike wherever it falls', () => {
    const peaks = new Array<number>(WAVEFORM_PEAKS).fill(0)
    peaks[799] = 0.9
    expect(resamplePeaks(peaks, 4)).toEqual([0, 0, 0, 0.9])
    expect(resamplePeaks([0.2, 0.8, 0.4, 0.6], 2)).toEqual([0.8, 0.6])
  })
  it('keeps fewer peaks than bars as they are, and draws nothing in no width', () => {
    expect(resamplePeaks([0.5, 1], 100)).toEqual([0.5, 1])
    expect(resamplePeaks([0.5, 1], 0)).toEqual([])
  })
})

describe('secondsAt', () => {
  it('maps a point across the waveform to the whole second of the track there', () => {
    expect(secondsAt(0, 600, 180)).toBe(0)
    expect(secondsAt(300, 600, 180)).toBe(90)
    expect(secondsAt(301, 600, 180)).toBe(90)
    expect(secondsAt(599, 600, 180)).toBe(179)
  })
  it('holds a point beyond either edge at the first or last second', () => {
    expect(secondsAt(-20, 600, 180)).toBe(0)
    expect(secondsAt(600, 600, 180)).toBe(180)
    expect(secondsAt(900, 600, 180.6)).toBe(180)
  })
  it('gives 0 for a waveform with no width', () => {
    expect(secondsAt(10, 0, 180)).toBe(0)
  })
})
