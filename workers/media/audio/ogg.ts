import { want, type Walker } from '../byte-walker'
import { ByteReader } from '../bytes'
import { corrupt, MediaRejection, notValid } from '../rejection'

interface AudioStream {
  serial: number
  sampleRate: number
  /** Opus: samples the decoder drops at the start. */
  preSkip: number
}

const OPUS_GRANULE_RATE = 48000
const NO_GRANULE = -1

const PAGE_HEADER_LENGTH = 27
const IDENTIFICATION_REACH = 16
const cutShort = () => corrupt('audio', 'the last Ogg page is cut short')

/**
 * Seconds of Vorbis or Opus audio in an Ogg file: the last granule position of the first audio stream over its
 * rate. Every page is walked, so a file cut inside a page or with a damaged page is refused.
 */
export function* oggDuration(): Walker<number> {
  let stream: AudioStream | null = null
  let lastGranule = NO_GRANULE
  for (let pos = 0; ; ) {
    const header = new ByteReader(yield want(pos, PAGE_HEADER_LENGTH), cutShort)
    if (header.length === 0) break
    if (!header.matches(0, 'OggS') || header.u8(4) !== 0)
      throw notValid('Ogg file', `the page at byte ${pos} is damaged`)
    const headerType = header.u8(5)
    const granule = header.i64le(6)
    const serial = header.u32le(14)
    const segments = header.u8(26)
    const table = new ByteReader(yield want(pos + PAGE_HEADER_LENGTH, segments), cutShort)
    let bodyLength = 0
    for (let i = 0; i < segments; i++) bodyLength += table.u8(i)
    const body = pos + PAGE_HEADER_LENGTH + segments
    const beginsStream = (headerType & 0x02) !== 0
    // An identification header is read as the whole file would be, even should the page be shorter than one.
    const page = new ByteReader(yield want(body, Math.max(bodyLength, IDENTIFICATION_REACH)), cutShort)
    page.need(0, bodyLength)
    if (!stream && beginsStream) stream = identifyAudioStream(page, serial)
    else if (stream?.serial === serial && granule !== NO_GRANULE) lastGranule = granule
    pos = body + bodyLength
  }
  if (!stream)
    throw new MediaRejection(
      'unsupported',
      'This Ogg file holds no Vorbis or Opus audio, the only codecs accepted in Ogg.',
    )
  const samples = lastGranule - stream.preSkip
  if (samples <= 0) throw corrupt('audio', 'the Ogg file holds no audio')
  return samples / stream.sampleRate
}

/**
 * The stream whose first packet is a Vorbis or Opus identification header; other streams (video, skeleton) are skipped.
 */
function identifyAudioStream(packet: ByteReader, serial: number): AudioStream | null {
  if (packet.matches(0, '\x01vorbis')) {
    const sampleRate = packet.u32le(12)
    if (!sampleRate) throw corrupt('audio', 'the Vorbis sample rate is invalid')
    return { serial, sampleRate, preSkip: 0 }
  }
  if (packet.matches(0, 'OpusHead')) return { serial, sampleRate: OPUS_GRANULE_RATE, preSkip: packet.u16le(10) }
  return null
}
