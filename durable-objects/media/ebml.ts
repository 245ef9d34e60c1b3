/** EBML, the container syntax of WebM: element ids and sizes as variable-length integers. */

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
