import { concatBytes } from '../../workers/media/bytes'

/** EBML, the container syntax of WebM: element ids and sizes as variable-length integers, read and written. */

export const CLUSTER_ID = 0x1f43b675
export const TIMECODE_ID = 0xe7

interface Vint {
  value: number
  length: number
  unknown: boolean
}

/** An EBML variable-length integer; `keepMarker` for element ids, which keep their length bits. */
export function readVint(bytes: Uint8Array, offset: number, keepMarker = false): Vint | null {
  const first = bytes[offset]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (offset + length > bytes.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let index = 1; index < length; index++) {
    value = value * 256 + bytes[offset + index]
    allOnes &&= bytes[offset + index] === 0xff
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

export const readUint = (bytes: Uint8Array, offset: number, size: number) =>
  bytes.subarray(offset, offset + size).reduce((value, byte) => value * 256 + byte, 0)

export function readInt(bytes: Uint8Array, offset: number, size: number): number {
  const unsigned = readUint(bytes, offset, size)
  return unsigned >= 2 ** (8 * size - 1) ? unsigned - 2 ** (8 * size) : unsigned
}

/** Bytes an EBML size of `value` needs (all ones is reserved for an unknown size). */
export const vintLength = (value: number) => {
  let length = 1
  while (value >= 2 ** (7 * length) - 1) length++
  return length
}

function bigEndian(value: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  for (let index = length - 1, rest = value; index >= 0; index--, rest = Math.floor(rest / 256))
    bytes[index] = rest % 256
  return bytes
}

/** An EBML variable-length integer of `length` bytes (the fewest that hold `value` unless said). */
export function writeVint(value: number, length = vintLength(value)): Uint8Array {
  const bytes = bigEndian(value, length)
  bytes[0] |= 0x80 >> (length - 1)
  return bytes
}

/** An unsigned integer in the fewest bytes (at least one), as element data and element ids are written. */
export const writeUint = (value: number) => bigEndian(value, Math.max(1, Math.ceil(Math.log2(value + 1) / 8)))

/** An element: its id, the size of its data as a vint (of `sizeLength` bytes when said), and the data. */
export function writeElement(id: number, data: readonly Uint8Array[], sizeLength?: number): Uint8Array {
  const size = data.reduce((total, part) => total + part.length, 0)
  return concatBytes([writeUint(id), writeVint(size, sizeLength), ...data])
}

export interface Element {
  id: number
  dataStart: number
  /** End of the element's data; the end of the buffer for an unknown size. */
  end: number
}

export function readElement(bytes: Uint8Array, offset: number, limit: number): Element | null {
  const id = readVint(bytes, offset, true)
  if (!id) return null
  const size = readVint(bytes, offset + id.length)
  if (!size) return null
  const dataStart = offset + id.length + size.length
  const end = size.unknown ? limit : dataStart + size.value
  return end > limit ? null : { id: id.value, dataStart, end }
}

/** The four bytes of a Cluster id at `offset` (Opus data can hold them by chance: parse on to be sure). */
export const hasClusterId = (bytes: Uint8Array, offset: number) =>
  bytes[offset] === 0x1f && bytes[offset + 1] === 0x43 && bytes[offset + 2] === 0xb6 && bytes[offset + 3] === 0x75

/** A Cluster starts at `offset`: its id, a size, then its Timecode, which muxers always write first. */
export function isClusterStart(bytes: Uint8Array, offset: number): boolean {
  if (!hasClusterId(bytes, offset)) return false
  const size = readVint(bytes, offset + 4)
  return size !== null && bytes[offset + 4 + size.length] === TIMECODE_ID
}

/** Offset of the first or last Cluster that starts inside `bytes`, or -1. Native byte search finds the candidates. */
export function clusterStart(bytes: Uint8Array, which: 'first' | 'last'): number {
  const firstIdByte = 0x1f
  if (which === 'first') {
    for (let offset = bytes.indexOf(firstIdByte); offset !== -1; offset = bytes.indexOf(firstIdByte, offset + 1)) {
      if (isClusterStart(bytes, offset)) return offset
    }
    return -1
  }
  for (
    let offset = bytes.lastIndexOf(firstIdByte);
    offset !== -1;
    offset = offset ? bytes.lastIndexOf(firstIdByte, offset - 1) : -1
  ) {
    if (isClusterStart(bytes, offset)) return offset
  }
  return -1
}
