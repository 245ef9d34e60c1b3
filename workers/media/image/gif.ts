import { ByteReader } from '../bytes'
import { corrupt, notValid } from '../rejection'
import type { Dimensions } from './dimensions'

const HEADER_LENGTH = 13
const EXTENSION = 0x21
const IMAGE = 0x2c
const TRAILER = 0x3b
const IMAGE_DESCRIPTOR_LENGTH = 10
const MAX_LZW_CODE_SIZE = 11

const colorTableLength = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0)

/**
 * A GIF's logical screen size, after walking its blocks (extensions, images and their LZW sub-blocks) to the
 * trailer. The magic bytes alone prove nothing: an HTML page can start with 'GIF89a'.
 */
export function gifDimensions(bytes: Uint8Array): Dimensions {
  const reader = new ByteReader(bytes, () => corrupt('image', 'the GIF data is cut short'))
  let pos = HEADER_LENGTH + colorTableLength(reader.u8(10))
  let images = 0
  for (let block = reader.u8(pos); block !== TRAILER; block = reader.u8(pos)) {
    if (block === EXTENSION) pos = afterSubBlocks(reader, pos + 2)
    else if (block === IMAGE) {
      pos += IMAGE_DESCRIPTOR_LENGTH + colorTableLength(reader.u8(pos + 9))
      const lzwCodeSize = reader.u8(pos)
      if (lzwCodeSize < 1 || lzwCodeSize > MAX_LZW_CODE_SIZE)
        throw corrupt('image', 'a GIF frame has an invalid LZW code size')
      pos = afterSubBlocks(reader, pos + 1)
      images++
    } else throw notValid('GIF image', `what follows the GIF header at byte ${pos} is not GIF data`)
  }
  if (!images) throw corrupt('image', 'the GIF has no frames')
  // Nothing may follow the trailer: bytes there are no image's, and could be a page that is also a GIF (a polyglot).
  if (pos + 1 !== bytes.length) throw notValid('GIF image', 'there is data after its end')
  return { width: reader.u16le(6), height: reader.u16le(8) }
}

function afterSubBlocks(reader: ByteReader, from: number): number {
  let pos = from
  for (let size = reader.u8(pos); size !== 0; size = reader.u8(pos)) pos += 1 + size
  return pos + 1
}
