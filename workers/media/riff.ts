import type { ByteReader } from './bytes'

export interface RiffChunk {
  id: string
  /** Where the chunk's data starts. */
  offset: number
  size: number
}

/** The top-level chunks of a RIFF file (WAVE, WEBP); a chunk cut short throws the reader's error. */
export function* riffChunks(reader: ByteReader): Generator<RiffChunk> {
  const end = 8 + reader.u32le(4)
  reader.need(0, end)
  for (let pos = 12; pos + 8 <= end; ) {
    const chunk = { id: reader.ascii(pos, 4), offset: pos + 8, size: reader.u32le(pos + 4) }
    reader.need(chunk.offset, chunk.size)
    yield chunk
    // Chunks are padded to an even length.
    pos = chunk.offset + chunk.size + (chunk.size & 1)
  }
}
