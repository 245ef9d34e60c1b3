import { describe, expect, it } from 'vitest'
import { formatGainDb, linearGain, normalizationGainDb } from './normalization-gain'

describe('normalizationGainDb', () => {
  it('brings a track to -14 LUFS', () => {
    expect(normalizationGainDb({ loudnessLufs: -9.8, truePeakDb: -0.3 })).toBeCloseTo(-4.2)
    expect(normalizationGainDb({ loudnessLufs: -20, truePeakDb: -12 })).toBeCloseTo(6)
  })

  it('lifts a quiet track no further than a true peak of -1 dBTP', () => {
    expect(normalizationGainDb({ loudnessLufs: -30, truePeakDb: -5 })).toBeCloseTo(4)
  })

  it('lifts a track whose peak is already at -1 dBTP not at all, and lowers one above it', () => {
    expect(normalizationGainDb({ loudnessLufs: -20, truePeakDb: -1 })).toBeCloseTo(0)
    expect(normalizationGainDb({ loudnessLufs: -14.5, truePeakDb: 0.5 })).toBeCloseTo(-1.5)
  })

  it('leaves a track not measured yet at unity gain', () => {
    expect(normalizationGainDb({ loudnessLufs: null, truePeakDb: null })).toBe(0)
  })

  it('leaves silence at unity gain rather than lifting its noise', () => {
    expect(normalizationGainDb({ loudnessLufs: -70, truePeakDb: -144 })).toBe(0)
  })

  it('trusts the loudness alone when the true peak is missing', () => {
    expect(normalizationGainDb({ loudnessLufs: -10, truePeakDb: null })).toBeCloseTo(-4)
  })
})

describe('linearGain', () => {
  it('turns decibels into the factor a gain node applies', () => {
    expect(linearGain(0)).toBe(1)
    expect(linearGain(-6)).toBeCloseTo(0.501, 3)
    expect(linearGain(20)).toBeCloseTo(10)
  })
})

describe('formatGainDb', () => {
  it('shows a tenth of a dB with its sign', () => {
    expect(formatGainDb(-4.24)).toBe('−4.2 dB')
    expect(formatGainDb(6)).toBe('+6.0 dB')
    expect(formatGainDb(-0.04)).toBe('0.0 dB')
  })
})
