import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../../../tests/support/fixtures'
import { WavDecoder } from './wav'

/** 16-bit PCM header of `dataLength` bytes for `channels` at 8 kHz, with `bitsPerSample` and `format`. */
function wavHeader(channels: number, bitsPerSample: number, format: number, dataLength: number) {
  const header = new DataView(new ArrayBuffer(44))
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => header.setUint8(at + i, c.charCodeAt(0)))
  const blockAlign = (channels * bitsPerSample) / 8
  ascii(0, 'RIFF')
  header.setUint32(4, 36 + dataLength, true)
  ascii(8, 'WAVEfmt ')
  header.setUint32(16, 16, true)
  header.setUint16(20, format, true)
  header.setUint16(22, channels, true)
  header.setUint32(24, 8000, true)
  header.setUint32(28, 8000 * blockAlign, true)
  header.setUint16(32, blockAlign, true)
  header.setUint16(34, bitsPerSample, true)
  ascii(36, 'data')
  header.setUint32(40, dataLength, true)
  return new Uint8Array(header.buffer)
}

async function decodeAll(bytes: Uint8Array, pieceLength: number) {
  const decoder = new WavDecoder()
  const runs: Float32Array[][] = []
  for (let at = 0; at < bytes.length; at += pieceLength) {
    const pcm = await decoder.decode(bytes.subarray(at, at + pieceLength))
    if (pcm) runs.push(pcm.channels)
  }
  return runs[0].map((_, channel) => runs.flatMap((run) => [...run[channel]]))
}

describe('WavDecoder', () => {
  it('decodes tone.wav, fed in odd pieces, to its 3 s of 44.1 kHz mono samples', async () => {
    const [mono] = await decodeAll(fixtureBytes('tone.wav'), 999)
    expect(mono).toHaveLength(3 * 44_100)
    expect(mono.reduce((peak, sample) => Math.max(peak, sample), 0)).toBeCloseTo(0.5, 2)
  })

  it('decodes 24-bit stereo and 32-bit float to full scale ±1', async () => {
    const int24 = new Uint8Array([0xff, 0xff, 0x7f, 0x00, 0x00, 0x80])
    expect(await decodeAll(new Uint8Array([...wavHeader(2, 24, 1, 6), ...int24]), 5)).toEqual([
      [expect.closeTo(1, 5)],
      [-1],
    ])
    const float = new Uint8Array(new Float32Array([0.25, -0.5]).buffer)
    expect(await decodeAll(new Uint8Array([...wavHeader(1, 32, 3, 8), ...float]), 3)).toEqual([[0.25, -0.5]])
  })
})
