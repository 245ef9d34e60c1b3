import { ByteReader } from '../bytes'
import { corrupt, notValid } from '../rejection'
import type { Dimensions } from './dimensions'

const TEM = 0x01
const RST0 = 0xd0
const RST7 = 0xd7
const EOI = 0xd9
const SOS = 0xda
// Start-of-frame markers: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
const isStandalone = (marker: number) => marker === TEM || (marker >= RST0 && marker <= RST7)

/** A JPEG's size from its SOFn segment, after walking the markers (and each scan's entropy-coded data) to EOI. */
export function jpegDimensions(bytes: Uint8Array): Dimensions {
  const reader = new ByteReader(bytes, () => corrupt('image', 'the JPEG data is cut short'))
  let size: Dimensions | null = null
  for (let pos = 2; ; ) {
    if (reader.u8(pos) !== 0xff) throw notValid('JPEG image', `no marker where one must be, at byte ${pos}`)
    while (reader.u8(pos + 1) === 0xff) pos++ // fill bytes
    const marker = reader.u8(pos + 1)
    pos += 2
    if (marker === EOI) break
    if (isStandalone(marker)) continue
    const length = reader.u16be(pos)
    if (length < 2) throw corrupt('image', 'a JPEG segment length is invalid')
    reader.need(pos, length)
    if (isStartOfFrame(marker)) size = { width: reader.u16be(pos + 5), height: reader.u16be(pos + 3) }
    if (marker === SOS && !size) throw corrupt('image', 'the JPEG scan comes before its frame header')
    pos += length
    if (marker === SOS) pos = afterEntropyCodedData(bytes, pos)
  }
  if (!size) throw corrupt('image', 'the JPEG has no frame header')
  return size
}

/** The next marker after a scan: 0xFF followed by anything but a stuffed 0x00 or a restart marker. */
function afterEntropyCodedData(bytes: Uint8Array, from: number): number {
  for (let pos = bytes.indexOf(0xff, from); pos !== -1 && pos + 1 < bytes.length; pos = bytes.indexOf(0xff, pos + 1)) {
    const next = bytes[pos + 1]
    if (next !== 0x00 && !(next >= RST0 && next <= RST7)) return pos
  }
  throw corrupt('image', 'the JPEG data is cut short')
}
