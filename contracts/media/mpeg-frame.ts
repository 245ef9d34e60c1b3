/** One MPEG audio frame header (ISO 11172-3 / 13818-3), the unit MP3 files are made of. */
export interface MpegFrame {
  /** 1, 2 or 2.5 */
  version: number
  layer: 1 | 2 | 3
  /** Bits per second. */
  bitrate: number
  sampleRate: number
  samplesPerFrame: number
  /** Bytes, header included. */
  length: number
  mono: boolean
}

const VERSIONS = [2.5, null, 2, 1] as const
const LAYERS = [null, 3, 2, 1] as const
const SAMPLE_RATES: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
}
// kbps by bitrate index; index 0 (free format) and 15 are not playable here.
const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}

function bitrateTable(version: number, layer: 1 | 2 | 3) {
  if (version === 1) return layer === 1 ? BITRATES.v1l1 : layer === 2 ? BITRATES.v1l2 : BITRATES.v1l3
  return layer === 1 ? BITRATES.v2l1 : BITRATES.v2l23
}

/** The frame header at `offset`, or null when the four bytes there are not one. */
export function readMpegFrame(bytes: Uint8Array, offset: number): MpegFrame | null {
  if (offset < 0 || offset + 4 > bytes.length) return null
  const [b0, b1, b2, b3] = bytes.subarray(offset, offset + 4)
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null
  const version = VERSIONS[(b1 >> 3) & 3]
  const layer = LAYERS[(b1 >> 1) & 3]
  const bitrateIndex = b2 >> 4
  const sampleRateIndex = (b2 >> 2) & 3
  if (version === null || layer === null || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3)
    return null
  if ((b3 & 3) === 2) return null // reserved emphasis
  const bitrate = bitrateTable(version, layer)[bitrateIndex] * 1000
  const sampleRate = SAMPLE_RATES[version][sampleRateIndex]
  const padding = (b2 >> 1) & 1
  const samplesPerFrame = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152
  // Layer I counts 4-byte slots; layers II and III count bytes.
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samplesPerFrame / 8) * bitrate) / sampleRate) + padding
  return { version, layer, bitrate, sampleRate, samplesPerFrame, length, mono: b3 >> 6 === 3 }
}

/** Frames of one stream share version, layer and sample rate; anything else is not the next frame. */
export const sameStream = (a: MpegFrame, b: MpegFrame) =>
  a.version === b.version && a.layer === b.layer && a.sampleRate === b.sampleRate
