import type { PcmDecoder } from './pcm-decoder'
import { wasmDecoder } from './wasm-decoders'
import { WavDecoder } from './wav'
import { WebmOpusDecoder } from './webm-opus'

const OPUS_HEAD = 'OpusHead'

/** Ogg holds Vorbis or Opus: the first page's packet names it. */
const oggCodec = (firstBytes: Uint8Array) =>
  new TextDecoder('latin1').decode(firstBytes.subarray(0, 128)).includes(OPUS_HEAD) ? 'opus' : 'vorbis'

/**
 * The decoder for an accepted upload's type (docs/product/ lists them), judged with its first bytes for Ogg, or for a
 * live recording (audio/webm).
 */
export function decoderFor(contentType: string, firstBytes: Uint8Array): PcmDecoder {
  switch (contentType) {
    case 'audio/wav':
      return new WavDecoder()
    case 'audio/mpeg':
      return wasmDecoder('mpeg')
    case 'audio/flac':
      return wasmDecoder('flac')
    case 'audio/ogg':
      return wasmDecoder(oggCodec(firstBytes))
    case 'audio/webm':
      return new WebmOpusDecoder()
    default:
      throw new Error(`no decoder for ${contentType}`)
  }
}
