import { readMpegFrame, sameStream, type MpegFrame } from '../../../contracts/media/mpeg-frame'
import { MAX_WANT, want, type Walker } from '../byte-walker'
import { ByteReader, concatBytes } from '../bytes'
import { corrupt, notValid } from '../rejection'

/** How far past the ID3 tag the first frame may start (encoders leave a little junk or padding). */
const FRAME_SEARCH_LIMIT = 64 * 1024
/** More than the longest MPEG audio frame (2,881 bytes), so the frame after the last candidate is in view too. */
const FRAME_LENGTH_BOUND = 4096
const ID3_HEADER_LENGTH = 10
/** Everything readInfoFrame may read lies this close to the first frame's start. */
const INFO_FRAME_REACH = 256

const ID3V1_LENGTH = 128
const APE_HEADER_LENGTH = 32

const cutShort = () => corrupt('audio', 'the MP3 data is cut short')

interface InfoFrame {
  /** Audio frames after this one, when the encoder wrote the count. */
  frames: number | null
  /** Samples the encoder added at the start and end (LAME tag), which a gapless decoder drops. */
  delay: number
  padding: number
}

/**
 * Seconds of audio in an MP3 (MPEG audio with optional ID3v2 tags), as a gapless decoder plays it. Every frame is
 * walked, one at a time.
 */
export function* mp3Duration(): Walker<number> {
  const from = yield* afterId3Tags()
  const window = yield want(from, FRAME_SEARCH_LIMIT + FRAME_LENGTH_BOUND)
  const start = from + firstFrameOffset(window)
  const head = yield want(start, INFO_FRAME_REACH)
  const first = readMpegFrame(head, 0)!
  const info = readInfoFrame(new ByteReader(head, cutShort), first)
  const { count: frames, end } = yield* countFrames(info ? start + first.length : start, first)
  yield* assertOnlyTagsAfter(end)
  if (frames < (info ? 1 : 2)) throw corrupt('audio', 'no MP3 audio frames were found')
  if (!info?.frames) return (frames * first.samplesPerFrame) / first.sampleRate
  // Some encoders count the header frame itself, so one frame short is not yet a cut.
  if (frames < info.frames - 1)
    throw corrupt('audio', `the MP3 header announces ${info.frames} frames but the file holds ${frames}`)
  const samples = info.frames * first.samplesPerFrame
  const trimmed = info.delay + info.padding < samples ? samples - info.delay - info.padding : samples
  return trimmed / first.sampleRate
}

function* afterId3Tags(): Walker<number> {
  let pos = 0
  for (;;) {
    const tag = new ByteReader(yield want(pos, ID3_HEADER_LENGTH), cutShort)
    if (!tag.matches(0, 'ID3')) return pos
    // Sizes are "syncsafe": 7 bits per byte.
    const size = [6, 7, 8, 9].reduce((sum, at) => (sum << 7) | (tag.u8(at) & 0x7f), 0)
    const footer = tag.u8(5) & 0x10 ? 10 : 0
    pos += ID3_HEADER_LENGTH + size + footer
    // The tag's last byte must be there.
    if ((yield want(pos - 1, 1)).length === 0) throw cutShort()
  }
}

/** The first frame in `window` that another frame of the same stream follows: one lone header may be chance. */
function firstFrameOffset(window: Uint8Array): number {
  const limit = Math.min(window.length, FRAME_SEARCH_LIMIT)
  for (let pos = 0; pos < limit; pos++) {
    const frame = readMpegFrame(window, pos)
    const next = frame && readMpegFrame(window, pos + frame.length)
    if (frame && next && sameStream(frame, next)) return pos
  }
  throw corrupt('audio', 'no MP3 audio frames were found')
}

/** The Xing/Info frame some encoders put first (`frame` at the reader's start): the frame count and the LAME tag. */
function readInfoFrame(reader: ByteReader, frame: MpegFrame): InfoFrame | null {
  if (frame.layer !== 3) return null
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17
  const tag = 4 + sideInfo
  if (!reader.matches(tag, 'Xing') && !reader.matches(tag, 'Info')) return null
  const flags = reader.u32be(tag + 4)
  const frames = flags & 1 ? reader.u32be(tag + 8) : null
  const lameTag = tag + 8 + [4, 4, 100, 4].reduce((sum, size, bit) => sum + (flags & (1 << bit) ? size : 0), 0)
  const hasLameTag = reader.has(lameTag, 24) && /^[A-Za-z]{4}/.test(reader.ascii(lameTag, 4))
  const delays = hasLameTag ? reader.u24be(lameTag + 21) : 0
  return { frames, delay: delays >> 12, padding: delays & 0xfff }
}

/** Consecutive frames from `from` until something that is not one (an ID3v1 or APE tag, junk, the end). */
function* countFrames(from: number, first: MpegFrame): Walker<{ count: number; end: number }> {
  let count = 0
  for (let pos = from; ; ) {
    const frame = readMpegFrame(yield want(pos, 4), 0)
    if (!frame || !sameStream(frame, first)) return { count, end: pos }
    if ((yield want(pos, frame.length)).length < frame.length) throw corrupt('audio', 'the last MP3 frame is cut short')
    count++
    pos += frame.length
  }
}

const isZero = (byte: number) => byte === 0

/**
 * After the last frame only tags may follow (APEv2 with its header, then ID3v1 as the file's last 128 bytes) or zero
 * padding: anything else is no audio's, and could be a page that is also a playable MP3 (a polyglot). The last 128
 * bytes read are held back until the next window shows whether they end the file.
 */
function* assertOnlyTagsAfter(end: number): Walker<void> {
  let pos = end
  const ape = new ByteReader(yield want(pos, APE_HEADER_LENGTH), cutShort)
  if (ape.has(0, APE_HEADER_LENGTH) && ape.matches(0, 'APETAGEX')) {
    pos += APE_HEADER_LENGTH + ape.u32le(12)
    if ((yield want(pos - 1, 1)).length === 0) throw corrupt('audio', 'the APE tag is cut short')
  }
  let held: Uint8Array = new Uint8Array()
  for (let at = pos; ; at += MAX_WANT) {
    const window = yield want(at, MAX_WANT)
    const bytes = concatBytes([held, window])
    const atEnd = window.length < MAX_WANT
    const tagAt = bytes.length - ID3V1_LENGTH
    const endsWithTag = atEnd && tagAt >= 0 && new ByteReader(bytes, cutShort).matches(tagAt, 'TAG')
    const checked = atEnd
      ? bytes.subarray(0, endsWithTag ? tagAt : bytes.length)
      : bytes.subarray(0, Math.max(0, tagAt))
    if (!checked.every(isZero)) throw notValid('MP3 file', 'there is data after its last frame')
    if (atEnd) return
    held = bytes.slice(Math.max(0, tagAt))
  }
}
