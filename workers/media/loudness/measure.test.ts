import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../../tests/support/fixtures'
import { installBuiltDecoderWasm } from './decoders/built-wasm'
import { measureLoudness } from './measure'

beforeAll(installBuiltDecoderWasm)

/** The fixture as R2 would stream it: in pieces of `pieceLength` bytes. */
function streamed(bytes: Uint8Array, pieceLength = 16 * 1024) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += pieceLength) controller.enqueue(bytes.slice(at, at + pieceLength))
      controller.close()
    },
  })
}

// ffmpeg's ebur128 filter on the fixtures (`ffmpeg -i F -filter_complex ebur128=peak=true -f null -`); the agreement
// journey (tests/e2e/loudness-agreement.spec.ts) asks ffmpeg itself.
const FFMPEG_READINGS = [
  { name: 'tone.wav', contentType: 'audio/wav', lufs: -9.7, peakDb: -6.0 },
  { name: 'tone.mp3', contentType: 'audio/mpeg', lufs: -7.1, peakDb: -6.5 },
  { name: 'tone.flac', contentType: 'audio/flac', lufs: -6.7, peakDb: -6.0 },
  { name: 'tone.ogg', contentType: 'audio/ogg', lufs: -6.6, peakDb: -5.8 },
  { name: 'speech.ogg', contentType: 'audio/ogg', lufs: -20.1, peakDb: -2.3 },
  // Opus in WebM as the live room records it (no Duration, no Cues).
  { name: 'tone.webm', contentType: 'audio/webm', lufs: -24.7, peakDb: -23.6 },
]

describe('measureLoudness', () => {
  it.each(FFMPEG_READINGS)('reads $name as ffmpeg does, within 0.5 LU and 0.5 dB', async (reading) => {
    const { integratedLufs, truePeakDb } = await measureLoudness(
      streamed(fixtureBytes(reading.name)),
      reading.contentType,
    )
    expect(Math.abs(integratedLufs - reading.lufs)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(truePeakDb - reading.peakDb)).toBeLessThanOrEqual(0.5)
  })

  it.each([
    ['tone.mp3', 'audio/mpeg'],
    ['tone.webm', 'audio/webm'],
  ])('reads %s the same whatever the size of the pieces it streams in', async (name, contentType) => {
    const bytes = fixtureBytes(name)
    const whole = await measureLoudness(streamed(bytes, bytes.length), contentType)
    expect(await measureLoudness(streamed(bytes, 1000), contentType)).toEqual(whole)
  })

  it('refuses a file that decodes to no audio', async () => {
    await expect(measureLoudness(streamed(fixtureBytes('truncated.flac')), 'audio/flac')).rejects.toThrow()
  })
})
