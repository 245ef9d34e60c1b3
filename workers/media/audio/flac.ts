import { tailFrom, want, type Walker } from '../byte-walker'
import { ByteReader } from '../bytes'
import { corrupt } from '../rejection'
import { samplesThroughLastFrame } from './flac-frame'

const STREAMINFO = 0
const STREAMINFO_LENGTH = 34
const INVALID_BLOCK = 127
/** The first metadata block's data: STREAMINFO, always. */
const INFO = 8
const BLOCK_HEADER_LENGTH = 4

const cutShort = () => corrupt('audio', 'the FLAC metadata is cut short')

/**
 * Seconds of audio in a native FLAC file, from STREAMINFO. STREAMINFO alone is not trusted: a frame must follow the
 * metadata, and the last frame must reach the length STREAMINFO states, or the file was cut short.
 */
export function* flacDuration(): Walker<number> {
  const reader = new ByteReader(yield want(0, INFO + STREAMINFO_LENGTH), cutShort)
  if ((reader.u8(4) & 0x7f) !== STREAMINFO || reader.u24be(5) < STREAMINFO_LENGTH) {
    throw corrupt('audio', 'the FLAC stream does not start with STREAMINFO')
  }
  const sampleRate = reader.u24be(INFO + 10) >> 4
  const totalSamples = (reader.u8(INFO + 13) & 0x0f) * 2 ** 32 + reader.u32be(INFO + 14)
  if (!sampleRate) throw corrupt('audio', 'the FLAC sample rate is invalid')
  if (!totalSamples) throw corrupt('audio', 'the FLAC file does not state its length')
  const firstFrame = yield* afterMetadata()
  // A frame starts with the 14-bit sync code 0b11111111111110, a reserved 0 bit and the blocking-strategy bit.
  const frame = new ByteReader(yield want(firstFrame, 2), cutShort)
  if (!frame.has(0, 2) || (frame.u16be(0) & 0xfffe) !== 0xfff8) {
    throw corrupt('audio', 'the FLAC file has no audio frames')
  }
  const tail = yield* tailFrom(firstFrame)
  const held = samplesThroughLastFrame(
    tail.bytes,
    Math.max(0, firstFrame - tail.start),
    reader.u16be(INFO + 2),
    totalSamples,
  )
  if (held < totalSamples) throw corrupt('audio', `the FLAC file holds ${held} of its ${totalSamples} samples`)
  return totalSamples / sampleRate
}

/** Where the metadata blocks end: the first frame, unless the file was cut before it. Block contents are skipped. */
function* afterMetadata(): Walker<number> {
  let pos = 4
  for (let last = false; !last; ) {
    const block = new ByteReader(yield want(pos, BLOCK_HEADER_LENGTH), cutShort)
    const header = block.u8(0)
    if ((header & 0x7f) === INVALID_BLOCK) throw corrupt('audio', 'a FLAC metadata block is invalid')
    last = (header & 0x80) !== 0
    pos += BLOCK_HEADER_LENGTH + block.u24be(1)
  }
  return pos
}
