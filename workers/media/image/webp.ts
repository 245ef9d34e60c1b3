import { ByteReader } from '../bytes'
import { corrupt, notValid } from '../rejection'
import { riffChunks } from '../riff'
import type { Dimensions } from './dimensions'

const VP8_START_CODE = '\x9d\x01\x2a'
const VP8L_SIGNATURE = 0x2f
const IMAGE_CHUNKS = ['VP8 ', 'VP8L', 'ANMF']

/** A WebP's size from its first chunk (VP8, VP8L or the extended VP8X canvas), after walking every RIFF chunk. */
export function webpDimensions(bytes: Uint8Array): Dimensions {
  const reader = new ByteReader(bytes, () => corrupt('image', 'the WebP data is cut short'))
  const [first, ...rest] = riffChunks(reader)
  if (!first) throw corrupt('image', 'the WebP file holds no image')
  const at = first.offset
  switch (first.id) {
    case 'VP8 ':
      // A 3-byte frame tag whose lowest bit is 0 for a key frame, then the start code and two 14-bit sizes.
      if (reader.u8(at) & 1 || !reader.matches(at + 3, VP8_START_CODE))
        throw notValid('WebP image', 'its VP8 frame header is wrong')
      return { width: reader.u16le(at + 6) & 0x3fff, height: reader.u16le(at + 8) & 0x3fff }
    case 'VP8L': {
      if (reader.u8(at) !== VP8L_SIGNATURE) throw notValid('WebP image', 'its VP8L header is wrong')
      const bits = reader.u32le(at + 1)
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    }
    case 'VP8X':
      if (!rest.some((chunk) => IMAGE_CHUNKS.includes(chunk.id))) throw corrupt('image', 'the WebP file holds no image')
      return { width: reader.u24le(at + 4) + 1, height: reader.u24le(at + 7) + 1 }
    default:
      throw notValid('WebP image', `its first chunk is ${JSON.stringify(first.id)}, not an image`)
  }
}
