import { ByteReader } from '../bytes'
import { corrupt, notValid } from '../rejection'
import { readMpegFrame, sameStream, type MpegFrame } from './mpeg-frame'

const ID3V1_LENGTH = 128
const APE_HEADER_LENGTH = 32

/** How far past the ID3 tag the first frame may start (encoders leave a little junk or padding). */
const FRAME_SEARCH_LIMIT = 64 * 1024

interface InfoFrame {
  /** Audio frames after this one, when the encoder wrote the count. */
  frames: number | null
  /** Samples the encoder added at the start and end (LAME tag), which a gapless decoder drops. */
  delay: number
  padding: number
}

/** Seconds of audio in an MP3 (MPEG audio with optional ID3v2 tags), as a gapless decoder plays it. */
export function mp3Duration(bytes: Uint8Array): number {
  const reader = new ByteReader(bytes, () => corrupt('audio', 'the MP3 data is cut short'))
  const start = firstFrameOffset(bytes, afterId3Tags(reader))
  const first = readMpegFrame(bytes, start)!
  const info = readInfoFrame(reader, start, first)
  const { count: frames, end } = countFrames(bytes, info ? start + first.length : start, first)
  assertOnlyTagsAfter(reader, end)
  if (frames < (info ? 1 : 2)) throw corrupt('audio', 'no MP3 audio frames were found')
  if (!info?.frames) return (frames * first.samplesPerFrame) / first.sampleRate
  // Some encoders count the header frame itself, so one frame short is not yet a cut.
  if (frames < info.frames - 1) throw corrupt('audio', `the MP3 header announces ${info.frames} frames but the file holds ${frames}`)
  const samples = info.frames * first.samplesPerFrame
  const trimmed = info.delay + info.padding < samples ? samples - info.delay - info.padding : samples
  return trimmed / first.sampleRate
}

function afterId3Tags(reader: ByteReader): number {
  let pos = 0
  while (reader.matches(pos, 'ID3')) {
    // Sizes are "syncsafe": 7 bits per byte.
    const size = [6, 7, 8, 9].reduce((sum, at) => (sum << 7) | (reader.u8(pos + at) & 0x7f), 0)
    const footer = reader.u8(pos + 5) & 0x10 ? 10 : 0
    pos += 10 + size + footer
    reader.need(0, pos)
  }
  return pos
}

/** The first frame that another frame of the same stream follows: one lone header may be chance. */
function firstFrameOffset(bytes: Uint8Array, from: number): number {
  const limit = Math.min(bytes.length, from + FRAME_SEARCH_LIMIT)
  for (let pos = from; pos < limit; pos++) {
    const frame = readMpegFrame(bytes, pos)
    const next = frame && readMpegFrame(bytes, pos + frame.length)
    if (frame && next && sameStream(frame, next)) return pos
  }
  throw corrupt('audio', 'no MP3 audio frames were found')
}

/** The Xing/Info frame some encoders put first: a silent frame carrying the frame count and the LAME tag. */
function readInfoFrame(reader: ByteReader, start: number, frame: MpegFrame): InfoFrame | null {
  if (frame.layer !== 3) return null
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17
  const tag = start + 4 + sideInfo
  if (!reader.matches(tag, 'Xing') && !reader.matches(tag, 'Info')) return null
  const flags = reader.u32be(tag + 4)
  const frames = flags & 1 ? reader.u32be(tag + 8) : null
  const lameTag = tag + 8 + [4, 4, 100, 4].reduce((sum, size, bit) => sum + (flags & (1 << bit) ? size : 0), 0)
  const hasLameTag = reader.has(lameTag, 24) && /^[A-Za-z]{4}/.test(reader.ascii(lameTag, 4))
  const delays = hasLameTag ? reader.u24be(lameTag + 21) : 0
  return { frames, delay: delays >> 12, padding: delays & 0xfff }
}

/** Consecutive frames from `from` until something that is not one (an ID3v1 or APE tag, junk, the end). */
function countFrames(bytes: Uint8Array, from: number, first: MpegFrame): { count: number; end: number } {
  let count = 0
  let pos = from
  for (let frame = readMpegFrame(bytes, pos); frame && sameStream(frame, first); frame = readMpegFrame(bytes, pos)) {
    if (pos + frame.length > bytes.length) throw corrupt('audio', 'the last MP3 frame is cut short')
    count++
    pos += frame.length
  }
  return { count, end: pos }
}

/**
 * After the last frame only tags may follow (APEv2 with its header, then ID3v1 as the file's last 128 bytes) or zero
 * padding: anything else is no audio's, and could be a page that is also a playable MP3 (a polyglot).
 */
function assertOnlyTagsAfter(reader: ByteReader, end: number): void {
  let pos = end
  if (reader.matches(pos, 'APETAGEX')) pos += APE_HEADER_LENGTH + reader.u32le(pos + 12)
  if (pos > reader.length) throw corrupt('audio', 'the APE tag is cut short')
  if (reader.matches(pos, 'TAG') && reader.length - pos === ID3V1_LENGTH) pos = reader.length
  if (reader.bytes.subarray(pos).some((byte) => byte !== 0)) throw notValid('MP3 file', 'there is data after its last frame')
}
