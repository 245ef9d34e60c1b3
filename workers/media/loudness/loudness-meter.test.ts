import { describe, expect, it } from 'vitest'
import { LoudnessMeter, SILENT_PEAK_DB } from './loudness-meter'

/** A sine of `amplitude` (full scale 1) at `frequency` Hz, `seconds` long. */
function sine(sampleRate: number, seconds: number, frequency: number, amplitude: number, phase = 0) {
  const samples = new Float32Array(Math.round(sampleRate * seconds))
  for (let i = 0; i < samples.length; i++)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase)
  return samples
}

const dbfs = (db: number) => 10 ** (db / 20)

function measure(sampleRate: number, channels: Float32Array[], chunk = 4096) {
  const meter = new LoudnessMeter(sampleRate, channels.length)
  for (let at = 0; at < channels[0].length; at += chunk) meter.push(channels.map((c) => c.subarray(at, at + chunk)))
  return meter.result()
}

const joined = (...parts: Float32Array[]) => {
  const all = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((at, part) => (all.set(part, at), at + part.length), 0)
  return all
}

describe('LoudnessMeter: the reference readings of EBU Tech 3341', () => {
  it('reads a 0 dBFS 1 kHz sine in one channel of two as -3.01 LUFS', () => {
    const tone = sine(48_000, 20, 997, 1)
    const { integratedLufs } = measure(48_000, [tone, new Float32Array(tone.length)])
    expect(integratedLufs).toBeCloseTo(-3.01, 1)
  })

  it('reads the same sine in both channels as 0 LUFS', () => {
    const tone = sine(48_000, 20, 997, 1)
    expect(measure(48_000, [tone, tone]).integratedLufs).toBeCloseTo(0, 1)
  })

  it.each([44_100, 48_000, 96_000])('reads a -20 dBFS stereo sine as -20 LUFS at %i Hz', (rate) => {
    const tone = sine(rate, 10, 997, dbfs(-20))
    expect(measure(rate, [tone, tone]).integratedLufs).toBeCloseTo(-20, 1)
  })

  it('weighs a mono file as one channel, 3 LU under the same sine in stereo', () => {
    const tone = sine(48_000, 10, 997, dbfs(-20))
    expect(measure(48_000, [tone]).integratedLufs).toBeCloseTo(-23.01, 1)
  })
})

describe('LoudnessMeter: gating', () => {
  it('leaves silence out of the integrated loudness (the absolute gate)', () => {
    const tone = joined(sine(48_000, 10, 997, dbfs(-20)), new Float32Array(480_000))
    // Within 0.5 LU of the tone alone (the blocks that straddle the edge count); the mean of both would be -23.
    expect(measure(48_000, [tone, tone]).integratedLufs).toBeCloseTo(-20, 0)
  })

  it('leaves out passages more than 10 LU under the rest (the relative gate)', () => {
    const tone = joined(sine(48_000, 10, 997, dbfs(-20)), sine(48_000, 10, 997, dbfs(-40)))
    expect(measure(48_000, [tone, tone]).integratedLufs).toBeCloseTo(-20, 0)
  })

  it('keeps passages within 10 LU of the rest', () => {
    const tone = joined(sine(48_000, 10, 997, dbfs(-20)), sine(48_000, 10, 997, dbfs(-26)))
    // The mean of the two passages' power: 10·log10((10^-2 + 10^-2.6) / 2) ≈ -22.03.
    expect(measure(48_000, [tone, tone]).integratedLufs).toBeCloseTo(-22.03, 1)
  })

  it('reads digital silence as -70 LUFS and the silent peak', () => {
    const silence = new Float32Array(96_000)
    expect(measure(48_000, [silence, silence])).toEqual({ integratedLufs: -70, truePeakDb: SILENT_PEAK_DB })
  })

  it('gives the same reading whatever the sizes of the runs it is fed', () => {
    const tone = joined(sine(44_100, 3, 440, 0.5), sine(44_100, 2, 3000, 0.1))
    expect(measure(44_100, [tone], 777)).toEqual(measure(44_100, [tone], 44_100 * 5))
  })
})

describe('LoudnessMeter: true peak', () => {
  it('finds the peak between samples of a quarter-rate sine that no sample hits', () => {
    // Sampled at 45°, 135°, ...: every sample is ±0.707 (-3 dBFS), the wave itself reaches 1.
    const tone = sine(48_000, 1, 12_000, 1, Math.PI / 4)
    const { truePeakDb } = measure(48_000, [tone])
    expect(truePeakDb).toBeGreaterThan(-0.5)
    expect(truePeakDb).toBeLessThan(0.5)
  })

  it('reads a -6 dBFS low sine at its sample peak', () => {
    expect(measure(48_000, [sine(48_000, 1, 100, dbfs(-6))]).truePeakDb).toBeCloseTo(-6, 1)
  })
})
