import { ByteReader } from '../bytes'
import { crc32 } from '../crc32'
import { corrupt, notValid } from '../rejection'
import type { Dimensions } from './dimensions'

const SIGNATURE_LENGTH = 8
const IHDR_LENGTH = 13
// Bit depths each colour type allows (PNG spec, table 11.1).
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

/** A PNG's size from IHDR, after walking every chunk to IEND and checking each chunk's CRC. */
export function pngDimensions(bytes: Uint8Array): Dimensions {
  const reader = new ByteReader(bytes, () => corrupt('image', 'the PNG data is cut short'))
  if (!reader.matches(SIGNATURE_LENGTH + 4, 'IHDR') || reader.u32be(SIGNATURE_LENGTH) !== IHDR_LENGTH) {
    throw notValid('PNG image', 'it does not start with an IHDR chunk')
  }
  let imageData = 0
  for (let pos = SIGNATURE_LENGTH; ; ) {
    const length = reader.u32be(pos)
    const type = reader.ascii(pos + 4, 4)
    if (!/^[A-Za-z]{4}$/.test(type)) throw notValid('PNG image', `the chunk at byte ${pos} is not a PNG chunk`)
    const end = pos + 8 + length
    if (reader.u32be(end) !== crc32(bytes.subarray(pos + 4, end)))
      throw corrupt('image', `the PNG ${type} chunk fails its checksum`)
    if (type === 'IDAT') imageData++
    // Nothing may follow IEND: bytes there are no image's, and could be a page that is also a valid PNG (a polyglot).
    if (type === 'IEND') {
      if (end + 4 !== bytes.length) throw notValid('PNG image', 'there is data after its end')
      break
    }
    pos = end + 4
  }
  if (!imageData) throw corrupt('image', 'the PNG has no image data')
  const ihdr = SIGNATURE_LENGTH + 8
  const bitDepth = reader.u8(ihdr + 8)
  if (!BIT_DEPTHS[reader.u8(ihdr + 9)]?.includes(bitDepth))
    throw corrupt('image', 'the PNG colour type or bit depth is invalid')
  return { width: reader.u32be(ihdr), height: reader.u32be(ihdr + 4) }
}
