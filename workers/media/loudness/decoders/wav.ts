import type { Pcm, PcmDecoder } from './pcm-decoder'

const PCM = 1
const FLOAT = 3
const EXTENSIBLE = 0xfffe
/** A RIFF/WAVE file's header chunks before its audio are a few kilobytes; more than this is no WAV we took. */
const MAX_HEADER_BYTES = 1024 * 1024

interface WavFormat {
  channels: number
  sampleRate: number
  bytesPerSample: number
  float: boolean
}

/** Reads one sample at `at` as a number in ±1. */
function sampleReader({ bytesPerSample, float }: WavFormat, view: DataView): (at: number) => number {
  if (float && bytesPerSample === 4) return (at) => view.getFloat32(at, true)
  if (float && bytesPerSample === 8) return (at) => view.getFloat64(at, true)
  if (bytesPerSample === 1) return (at) => (view.getUint8(at) - 128) / 128
  if (bytesPerSample === 2) return (at) => view.getInt16(at, true) / 32768
  if (bytesPerSample === 3) return (at) => ((view.getInt8(at + 2) << 16) | view.getUint16(at, true)) / 8388608
  if (bytesPerSample === 4) return (at) => view.getInt32(at, true) / 2147483648
  throw new Error(`WAV samples of ${bytesPerSample} bytes are not decoded`)
}

/**
 * Integer PCM (8 to 32 bits) and IEEE float WAV, read by hand: the chunks before `data` are gathered, then the audio
 * is converted as it arrives, whole frames at a time.
 */
export class WavDecoder implements PcmDecoder {
  private head: Uint8Array = new Uint8Array()
  private format: WavFormat | null = null
  /** Bytes of audio data still to come, once the data chunk has begun. */
  private dataLeft = -1
  private partialFrame: Uint8Array = new Uint8Array()

  async decode(piece: Uint8Array): Promise<Pcm | null> {
    if (this.dataLeft < 0) {
      piece = this.readHeader(piece)
      if (this.dataLeft < 0) return null
    }
    const bytes = concat(this.partialFrame, piece.subarray(0, this.dataLeft))
    this.dataLeft -= Math.min(piece.length, this.dataLeft)
    const format = this.format!
    const frameBytes = format.bytesPerSample * format.channels
    const frames = Math.floor(bytes.length / frameBytes)
    this.partialFrame = bytes.slice(frames * frameBytes)
    const read = sampleReader(format, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    const channels = Array.from({ length: format.channels }, (_, channel) => {
      const samples = new Float32Array(frames)
      for (let frame = 0; frame < frames; frame++)
        samples[frame] = read(frame * frameBytes + channel * format.bytesPerSample)
      return samples
    })
    return { channels, sampleRate: format.sampleRate }
  }

  async flush() {
    return null
  }

  free() {}

  /** Gathers the chunks before `data`; gives back the rest of the piece, where the audio begins once they are read. */
  private readHeader(piece: Uint8Array): Uint8Array {
    const head = concat(this.head, piece)
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
    const ascii = (at: number) => String.fromCharCode(...head.subarray(at, at + 4))
    if (head.length >= 12 && (ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE')) throw new Error('not a RIFF/WAVE file')
    for (let pos = 12; pos + 8 <= head.length; ) {
      const id = ascii(pos)
      const size = view.getUint32(pos + 4, true)
      if (id === 'data') {
        if (!this.format) throw new Error('the WAV data comes before its format')
        this.dataLeft = size
        this.head = new Uint8Array()
        return head.subarray(pos + 8)
      }
      if (pos + 8 + size > head.length) break
      if (id === 'fmt ') this.format = readFormat(view, pos + 8)
      pos += 8 + size + (size & 1)
    }
    if (head.length > MAX_HEADER_BYTES) throw new Error('the WAV header is too long')
    this.head = head
    return new Uint8Array()
  }
}

function readFormat(view: DataView, at: number): WavFormat {
  const tag = view.getUint16(at, true)
  const code = tag === EXTENSIBLE ? view.getUint16(at + 24, true) : tag
  if (code !== PCM && code !== FLOAT) throw new Error(`WAV format ${code} is not decoded`)
  return {
    channels: view.getUint16(at + 2, true),
    sampleRate: view.getUint32(at + 4, true),
    // The block alignment, not the bits per sample: 24-bit audio may sit in 32-bit containers.
    bytesPerSample: view.getUint16(at + 12, true) / view.getUint16(at + 2, true),
    float: code === FLOAT,
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}
