import { ByteReader } from '../bytes'
import { corrupt } from '../rejection'
import { samplesThroughLastFrame } from './flac-frame'

const STREAMINFO = 0
const STREAMINFO_LENGTH = 34
const INVALID_BLOCK = 127
/** The first metadata block's data: STREAMINFO, always. */
const INFO = 8

/**
 * Seconds of audio in a native FLAC file, from STREAMINFO. STREAMINFO alone is not trusted: a frame must follow the
 * metadata, and the last frame must reach the length STREAMINFO states, or the file was cut short.
 */
export function flacDuration(bytes: Uint8Array): number {
  const reader = new ByteReader(bytes, () => corrupt('audio', 'the FLAC metadata is cut short'))
  if ((reader.u8(4) & 0x7f) !== STREAMINFO || reader.u24be(5) < STREAMINFO_LENGTH) {
    throw corrupt('audio', 'the FLAC stream does not start with STREAMINFO')
  }
  const sampleRate = reader.u24be(INFO + 10) >> 4
  const totalSamples = (reader.u8(INFO + 13) & 0x0f) * 2 ** 32 + reader.u32be(INFO + 14)
  if (!sampleRate) throw corrupt('audio', 'the FLAC sample rate is invalid')
  if (!totalSamples) throw corrupt('audio', 'the FLAC file does not state its length')
  const firstFrame = afterMetadata(reader)
  // A frame starts with the 14-bit sync code 0b11111111111110, a reserved 0 bit and the blocking-strategy bit.
  if (!reader.has(firstFrame, 2) || (reader.u16be(firstFrame) & 0xfffe) !== 0xfff8) {
    throw corrupt('audio', 'the FLAC file has no audio frames')
  }
  const held = samplesThroughLastFrame(reader.bytes, firstFrame, reader.u16be(INFO + 2), totalSamples)
  if (held < totalSamples) throw corrupt('audio', `the FLAC file holds ${held} of its ${totalSamples} samples`)
  return totalSamples / sampleRate
}

/** Where the metadata blocks end: the first frame, unless the file was cut before it. */
function afterMetadata(reader: ByteReader): number {
  let pos = 4
  for (let last = false; !last; ) {
    const header = reader.u8(pos)
    if ((header & 0x7f) === INVALID_BLOCK) throw corrupt('audio', 'a FLAC metadata block is invalid')
    last = (header & 0x80) !== 0
    pos += 4 + reader.u24be(pos + 1)
  }
  return pos
}
