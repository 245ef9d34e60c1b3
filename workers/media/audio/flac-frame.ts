/** The FLAC frame header fields that say which samples a frame holds. */
interface FlacFrameHeader {
  /** The frame number (fixed block size) or the first sample number (variable). */
  number: number
  variableBlockSize: boolean
  blockSize: number
}

/** How far back from the end to look for the last frame's header: far more than any frame a FLAC encoder writes. */
const LAST_FRAME_SEARCH = 1024 * 1024

function crc8(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff
  }
  return crc
}

/** CRC-16 (polynomial 0x8005), which closes every frame. */
function crc16(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/** The UTF-8-like coded number at `pos`: its value and length, or null. */
function codedNumber(bytes: Uint8Array, pos: number): { value: number; length: number } | null {
  const first = bytes[pos]
  if (first === undefined) return null
  const length = first < 0x80 ? 1 : first >= 0xc0 && first < 0xff ? Math.clz32(~first << 24) : 0
  if (!length || length > 7) return null
  let value = length === 1 ? first : first & (0xff >> (length + 1))
  for (let i = 1; i < length; i++) {
    const byte = bytes[pos + i]
    if (byte === undefined || (byte & 0xc0) !== 0x80) return null
    value = value * 64 + (byte & 0x3f)
  }
  return { value, length }
}

/** The frame header at `pos`, checked down to its CRC-8, or null when the bytes there are not one. */
function readFlacFrameHeader(bytes: Uint8Array, pos: number): FlacFrameHeader | null {
  if (bytes[pos] !== 0xff || (bytes[pos + 1] & 0xfe) !== 0xf8 || pos + 4 > bytes.length) return null
  const blockCode = bytes[pos + 2] >> 4
  const rateCode = bytes[pos + 2] & 0x0f
  const channels = bytes[pos + 3] >> 4
  if (blockCode === 0 || rateCode === 15 || channels > 10 || bytes[pos + 3] & 1) return null
  const coded = codedNumber(bytes, pos + 4)
  if (!coded) return null
  let end = pos + 4 + coded.length
  let blockSize =
    blockCode === 1 ? 192 : blockCode <= 5 ? 576 << (blockCode - 2) : blockCode >= 8 ? 256 << (blockCode - 8) : 0
  if (blockCode === 6) blockSize = bytes[end++] + 1
  if (blockCode === 7) {
    blockSize = ((bytes[end] << 8) | bytes[end + 1]) + 1
    end += 2
  }
  end += rateCode === 12 ? 1 : rateCode === 13 || rateCode === 14 ? 2 : 0
  if (end >= bytes.length || crc8(bytes.subarray(pos, end)) !== bytes[end]) return null
  return { number: coded.value, variableBlockSize: (bytes[pos + 1] & 1) === 1, blockSize }
}

/**
 * How many samples the file holds whole: the last frame header from the end (a header that claims samples past
 * `totalSamples` is audio data that only looks like one) gives its first sample, plus its block when the frame's
 * closing CRC-16 shows it reaches the end of the file complete.
 */
export function samplesThroughLastFrame(
  bytes: Uint8Array,
  from: number,
  fixedBlockSize: number,
  totalSamples: number,
): number {
  for (let pos = bytes.length - 2; pos >= Math.max(from, bytes.length - LAST_FRAME_SEARCH); pos--) {
    const header = readFlacFrameHeader(bytes, pos)
    if (!header) continue
    const firstSample = header.variableBlockSize ? header.number : header.number * fixedBlockSize
    if (firstSample >= totalSamples) continue
    const complete =
      crc16(bytes.subarray(pos, bytes.length - 2)) === ((bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1])
    return complete ? firstSample + header.blockSize : firstSample
  }
  return 0
}
