import { readFrameHeader } from './mp3-frames'

/** What the Info frame tells a decoder about the stream behind it. */
export interface StreamSummary {
  /** The first audio frame's header, whose bitrate, rate and channels the Info frame copies. */
  firstHeader: Uint8Array
  /** Audio frames, the Info frame not counted. */
  frames: number
  /** The audio frames' bytes. */
  audioBytes: number
  /** Samples of silence the encoder put before the audio and after it, which a gapless decoder drops. */
  delay: number
  padding: number
}

const XING_FLAGS_ALL = 0x0f
const ENCODER = 'LAME3.100'
const CBR_METHOD = 1

/** CRC-16 with polynomial 0x8005, reflected (CRC-16/ARC), as the LAME tag's checksum of the frame before it. */
function crc16(bytes: Uint8Array) {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
  }
  return crc
}

/**
 * The silent frame a gapless MP3 starts with: a Xing "Info" header (frames, bytes, a linear seek table) and a LAME
 * tag whose encoder delay and padding let decoders (ffmpeg's, so Chromium's) drop the encoder's silence, so the
 * stream lasts exactly as long as its source (docs/decisions/041-streaming-renditions.md).
 */
export function infoFrame(summary: StreamSummary): Uint8Array {
  const model = readFrameHeader(summary.firstHeader)
  const header = unpadded(summary.firstHeader)
  const length = readFrameHeader(header).length
  const fileBytes = summary.audioBytes + length
  const frame = new Uint8Array(length)
  const view = new DataView(frame.buffer)
  frame.set(header)
  // The Xing header follows the side information, whose length depends on the version and channels.
  const xing = 4 + (model.version === 1 ? (model.mono ? 17 : 32) : model.mono ? 9 : 17)
  frame.set(ascii('Info'), xing)
  view.setUint32(xing + 4, XING_FLAGS_ALL)
  view.setUint32(xing + 8, summary.frames)
  view.setUint32(xing + 12, fileBytes)
  for (let percent = 0; percent < 100; percent++) frame[xing + 16 + percent] = Math.floor((percent * 256) / 100)
  view.setUint32(xing + 116, 0)
  const lame = xing + 120
  frame.set(ascii(ENCODER), lame)
  frame[lame + 9] = CBR_METHOD
  frame[lame + 20] = Math.min(model.bitrate / 1000, 255)
  frame[lame + 21] = summary.delay >> 4
  frame[lame + 22] = ((summary.delay & 0x0f) << 4) | (summary.padding >> 8)
  frame[lame + 23] = summary.padding & 0xff
  view.setUint32(lame + 28, fileBytes)
  view.setUint16(lame + 34, crc16(frame.subarray(0, lame + 34)))
  return frame
}

/** The first frame's header without its padding byte, so the Info frame's length follows from the stream alone. */
function unpadded(firstHeader: Uint8Array) {
  const header = firstHeader.slice(0, 4)
  header[2] &= ~0x02
  return header
}

/** The length of the Info frame of a stream whose first frame has this header. */
export const infoFrameLength = (firstHeader: Uint8Array) => readFrameHeader(unpadded(firstHeader)).length

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
