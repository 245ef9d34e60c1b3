import { decoderFor } from './decoder-for'
import type { Pcm, PcmDecoder } from './pcm-decoder'

/**
 * An audio file's PCM as the file streams past (from R2), piece by piece: the decoder is chosen by the first bytes
 * and freed at the end, or when the reader stops early. What is held is the decoder's state, never the file.
 */
export async function* decodedPcm(file: ReadableStream<Uint8Array>, contentType: string): AsyncGenerator<Pcm> {
  let decoder: PcmDecoder | null = null
  try {
    const reader = file.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      decoder ??= decoderFor(contentType, read.value)
      const pcm = await decoder.decode(read.value)
      if (pcm) yield pcm
    }
    const rest = decoder && (await decoder.flush())
    if (rest) yield rest
  } finally {
    decoder?.free()
  }
}
