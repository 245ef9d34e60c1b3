import { Mp3Encoder } from '@breezystack/lamejs'
import type { Pcm } from '../loudness/decoders/pcm-decoder'
import { FrameCounter, readFrameHeader } from './mp3-frames'
import { infoFrame, infoFrameLength } from './info-frame'

/** The streaming rendition's bitrate (docs/decisions/041-streaming-renditions.md). */
export const RENDITION_KBPS = 192
/** The silence LAME puts before the audio (its ENCDELAY), which the LAME tag tells decoders to drop. */
const ENCODER_DELAY = 576

const toInt16 = (samples: Float32Array) => {
  const out = new Int16Array(samples.length)
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] * 32768)))
  return out
}

/**
 * Encodes decoded audio to constant-bitrate MP3 piece by piece (lamejs), in stereo, or mono for a mono source. The
 * Info frame that makes it gapless can only be written once the frames are counted: the first bytes handed out are
 * zeros in its place, and `end` hands it back with the last bytes, to be written over them.
 */
export class Mp3Rendition {
  private encoder: Mp3Encoder | null = null
  private readonly counter = new FrameCounter()
  private sourceSamples = 0
  private sourceRate = 0
  private bytes = 0

  encode({ channels, sampleRate }: Pcm): Uint8Array {
    const stereo = channels.length > 1
    this.encoder ??= new Mp3Encoder(stereo ? 2 : 1, sampleRate, RENDITION_KBPS)
    this.sourceRate = sampleRate
    this.sourceSamples += channels[0].length
    return this.counted(
      stereo
        ? this.encoder.encodeBuffer(toInt16(channels[0]), toInt16(channels[1]))
        : this.encoder.encodeBuffer(toInt16(channels[0])),
    )
  }

  end(): { last: Uint8Array; infoFrame: Uint8Array } {
    if (!this.encoder || !this.counter.first) throw new Error('the file decoded to no audio')
    const last = this.counted(this.encoder.flush())
    const first = this.counter.first
    // LAME may encode at another rate than the source's (below 32 kHz or above 48 kHz): count in its samples.
    const { sampleRate, samplesPerFrame } = readFrameHeader(first)
    const samples = Math.round((this.sourceSamples * sampleRate) / this.sourceRate)
    const frame = infoFrame({
      firstHeader: first,
      frames: this.counter.frames,
      audioBytes: this.bytes,
      delay: ENCODER_DELAY,
      padding: this.counter.frames * samplesPerFrame - ENCODER_DELAY - samples,
    })
    return { last, infoFrame: frame }
  }

  private counted(encoded: ArrayBufferView) {
    // lamejs hands back signed bytes, whatever its types say.
    const bytes = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength)
    const first = this.bytes === 0 && bytes.length > 0
    this.counter.push(bytes)
    this.bytes += bytes.length
    return first ? withRoomBefore(bytes, infoFrameLength(this.counter.first!)) : bytes
  }
}

function withRoomBefore(bytes: Uint8Array, room: number) {
  const spaced = new Uint8Array(room + bytes.length)
  spaced.set(bytes, room)
  return spaced
}
