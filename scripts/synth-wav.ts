/**
 * Renders a short melody over a chord progression as 16-bit mono PCM WAV, deterministically, so the demo
 * catalogue has real, distinct audio without shipping large files.
 */
export interface Tune {
  bpm: number
  /** MIDI note numbers of each bar's chord root. */
  roots: number[]
  /** Scale steps (semitones above the root) the lead walks through, one per beat. */
  lead: number[]
  bars: number
  wave: 'sine' | 'triangle' | 'square'
}

const SAMPLE_RATE = 22_050

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

function oscillator(wave: Tune['wave'], phase: number): number {
  const cycle = phase % 1
  if (wave === 'sine') return Math.sin(2 * Math.PI * cycle)
  if (wave === 'triangle') return 1 - 4 * Math.abs(cycle - 0.5)
  return cycle < 0.5 ? 0.6 : -0.6
}

/** The WAV file, and its samples for the waveform. */
export function renderTune(tune: Tune): { wav: Uint8Array<ArrayBuffer>; pcm: Int16Array; durationSeconds: number } {
  const beatSeconds = 60 / tune.bpm
  const beats = tune.bars * 4
  const totalSamples = Math.round(beats * beatSeconds * SAMPLE_RATE)
  const pcm = new Int16Array(totalSamples)
  for (let i = 0; i < totalSamples; i++) {
    const t = i / SAMPLE_RATE
    const beat = Math.floor(t / beatSeconds)
    const intoBeat = t / beatSeconds - beat
    const root = tune.roots[Math.floor(beat / 4) % tune.roots.length]
    const chord = [0, 4, 7].reduce((sum, step) => sum + Math.sin(2 * Math.PI * frequency(root - 12 + step) * t), 0) / 3
    const leadNote = root + tune.lead[beat % tune.lead.length]
    const envelope = Math.exp(-3 * intoBeat)
    const lead = oscillator(tune.wave, frequency(leadNote) * t) * envelope
    const fade = Math.min(1, t / 0.05, (totalSamples / SAMPLE_RATE - t) / 0.5)
    pcm[i] = Math.round((0.25 * chord + 0.35 * lead) * fade * 32767)
  }
  return { wav: encodeWav(pcm), pcm, durationSeconds: totalSamples / SAMPLE_RATE }
}

function encodeWav(pcm: Int16Array): Uint8Array<ArrayBuffer> {
  const dataBytes = pcm.length * 2
  const buffer = new ArrayBuffer(44 + dataBytes)
  const view = new DataView(buffer)
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, SAMPLE_RATE, true)
  view.setUint32(28, SAMPLE_RATE * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  new Int16Array(buffer, 44).set(pcm)
  return new Uint8Array(buffer)
}
