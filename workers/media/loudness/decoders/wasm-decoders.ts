import { FLACDecoder } from '@wasm-audio-decoders/flac'
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis'
import { MPEGDecoder } from 'mpg123-decoder'
import { OggOpusDecoder } from 'ogg-opus-decoder'
import type { Pcm, PcmDecoder } from './pcm-decoder'

interface Decoded {
  channelData: Float32Array[]
  samplesDecoded: number
  sampleRate: number
}

interface StreamingDecoder {
  ready: Promise<void>
  decode(piece: Uint8Array): Decoded | Promise<Decoded>
  flush?(): Promise<Decoded>
  free(): void | Promise<void>
}

const pcmOf = ({ channelData, samplesDecoded, sampleRate }: Decoded): Pcm | null =>
  samplesDecoded ? { channels: channelData, sampleRate } : null

/** One of the wasm-audio-decoders family behind PcmDecoder. */
class WasmDecoder implements PcmDecoder {
  constructor(private readonly decoder: StreamingDecoder) {}

  async decode(piece: Uint8Array) {
    await this.decoder.ready
    return pcmOf(await this.decoder.decode(piece))
  }

  async flush() {
    return this.decoder.flush ? pcmOf(await this.decoder.flush()) : null
  }

  free() {
    void this.decoder.free()
  }
}

export type WasmCodec = 'mpeg' | 'flac' | 'vorbis' | 'opus'

const DECODERS: Record<WasmCodec, () => StreamingDecoder> = {
  mpeg: () => new MPEGDecoder(),
  flac: () => new FLACDecoder(),
  vorbis: () => new OggVorbisDecoder(),
  opus: () => new OggOpusDecoder(),
}

/** In workerd, only after installBuiltDecoderWasm (./built-wasm.ts); in Node the decoders compile their own wasm. */
export function wasmDecoder(codec: WasmCodec): PcmDecoder {
  return new WasmDecoder(DECODERS[codec]())
}
