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

/**
 * Seconds of Vorbis or Opus audio in an Ogg file: the last granule position of the first audio stream over its
 * rate. Every page is walked, so a file cut inside a page or with a damaged page is refused.
 */
export function oggDuration(bytes: Uint8Array): number {
  const reader = new ByteReader(bytes, () => corrupt('audio', 'the last Ogg page is cut short'))
  let stream: AudioStream | null = null
  let lastGranule = NO_GRANULE
  for (let pos = 0; pos < reader.length; ) {
    if (!reader.matches(pos, 'OggS') || reader.u8(pos + 4) !== 0) throw notValid('Ogg file', `the page at byte ${pos} is damaged`)
    const headerType = reader.u8(pos + 5)
    const granule = reader.i64le(pos + 6)
    const serial = reader.u32le(pos + 14)
    const segments = reader.u8(pos + 26)
    const body = pos + 27 + segments
    let bodyLength = 0
    for (let i = 0; i < segments; i++) bodyLength += reader.u8(pos + 27 + i)
    reader.need(body, bodyLength)
    const beginsStream = (headerType & 0x02) !== 0
    if (!stream && beginsStream) stream = identifyAudioStream(reader, body, serial)
    else if (stream?.serial === serial && granule !== NO_GRANULE) lastGranule = granule
    pos = body + bodyLength
  }
  if (!stream) throw new MediaRejection('unsupported', 'This Ogg file holds no Vorbis or Opus audio, the only codecs accepted in Ogg.')
  const samples = lastGranule - stream.preSkip
  if (samples <= 0) throw corrupt('audio', 'the Ogg file holds no audio')
  return samples / stream.sampleRate
}

/** The stream whose first packet is a Vorbis or Opus identification header; other streams (video, skeleton) are skipped. */
function identifyAudioStream(reader: ByteReader, packet: number, serial: number): AudioStream | null {
  if (reader.matches(packet, '\x01vorbis')) {
    const sampleRate = reader.u32le(packet + 12)
    if (!sampleRate) throw corrupt('audio', 'the Vorbis sample rate is invalid')
    return { serial, sampleRate, preSkip: 0 }
  }
  if (reader.matches(packet, 'OpusHead')) return { serial, sampleRate: OPUS_GRANULE_RATE, preSkip: reader.u16le(packet + 10) }
  return null
}
