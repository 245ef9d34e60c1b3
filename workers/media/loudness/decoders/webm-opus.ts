import { OpusDecoder } from 'opus-decoder'
import type { Pcm, PcmDecoder } from './pcm-decoder'
import { WebmOpusFrames } from './webm-frames'

/** Opus decodes to 48 kHz whatever the rate it was made from (RFC 7845 §5.1). */
const OPUS_RATE = 48_000

/**
 * A live recording: Opus in WebM, as the room writes it. The WebM is read as it streams (webm-frames.ts) and its
 * frames decoded by opus-decoder, the decoder ogg-opus-decoder uses for Ogg uploads (one wasm module for both).
 */
export class WebmOpusDecoder implements PcmDecoder {
  private readonly frames = new WebmOpusFrames()
  private decoder: OpusDecoder | null = null

  async decode(piece: Uint8Array): Promise<Pcm | null> {
    const frames = this.frames.push(piece)
    const head = this.frames.head
    if (!head || frames.length === 0) return null
    this.decoder ??= new OpusDecoder({
      channels: head.channels,
      preSkip: head.preSkip,
      streamCount: 1,
      coupledStreamCount: head.channels - 1,
      channelMappingTable: head.channels === 2 ? [0, 1] : [0],
    })
    await this.decoder.ready
    const { channelData, samplesDecoded } = this.decoder.decodeFrames(frames)
    return samplesDecoded ? { channels: channelData, sampleRate: OPUS_RATE } : null
  }

  async flush() {
    return null
  }

  free() {
    this.decoder?.free()
  }
}
