import { concatBytes } from '../../workers/media/bytes'
import {
  CLUSTER_ID,
  isClusterStart,
  readElement,
  readUint,
  readVint,
  TIMECODE_ID,
  vintLength,
  writeElement,
  writeUint,
  writeVint,
} from './ebml'

/** The most bytes a Cluster's start spans: its id, a size of up to 8 bytes, and a Timecode of up to 10. */
const CLUSTER_START_MAX_BYTES = 4 + 8 + 2 + 8

const CLUSTER_ID_BYTES = writeUint(CLUSTER_ID)

/** Whether the bytes from `offset` to the end may be a Cluster's start cut off before its Timecode is whole. */
function cutsClusterStart(bytes: Uint8Array, offset: number): boolean {
  const id = bytes.subarray(offset, offset + 4)
  if (id.some((byte, index) => byte !== CLUSTER_ID_BYTES[index])) return false
  const size = id.length === 4 && readVint(bytes, offset + 4)
  if (!size) return true
  const timecodeAt = offset + 4 + size.length
  if (timecodeAt >= bytes.length) return true
  return bytes[timecodeAt] === TIMECODE_ID && readElement(bytes, timecodeAt, bytes.length) === null
}

/** Where a Cluster start that the end of `bytes` cuts off begins, or the end: what retiming must hold back. */
export function cutClusterStart(bytes: Uint8Array): number {
  for (let offset = Math.max(0, bytes.length - CLUSTER_START_MAX_BYTES); offset < bytes.length; offset++) {
    if (cutsClusterStart(bytes, offset)) return offset
  }
  return bytes.length
}

/** The start of the Cluster at `offset` (id, size, Timecode) with its Timecode moved on by `shift` ticks. */
function retimedClusterStart(bytes: Uint8Array, offset: number, shift: number) {
  const size = readVint(bytes, offset + 4)!
  const timecodeAt = offset + 4 + size.length
  const timecode = readElement(bytes, timecodeAt, bytes.length)
  if (!timecode || timecode.id !== TIMECODE_ID) return null
  const ticks = readUint(bytes, timecode.dataStart, timecode.end - timecode.dataStart) + shift
  const newTimecode = writeElement(TIMECODE_ID, [writeUint(ticks)])
  // A Cluster of known size grows (or shrinks) with its Timecode; one of unknown size keeps its size bytes.
  const grown = size.value + newTimecode.length - (timecode.end - timecodeAt)
  const sizeBytes = size.unknown
    ? bytes.subarray(offset + 4, timecodeAt)
    : writeVint(grown, Math.max(size.length, vintLength(grown)))
  return { bytes: [bytes.subarray(offset, offset + 4), sizeBytes, newTimecode], end: timecode.end }
}

/**
 * Moves every Cluster that starts before `scanEnd` on by `shift` ticks (the Blocks inside are relative to their
 * Cluster and stay as they are). Returns the rewritten bytes up to `consumed`, where the caller carries on: at least
 * `scanEnd`, past the last rewritten Cluster start.
 */
export function retimeClusters(
  bytes: Uint8Array,
  shift: number,
  scanEnd = bytes.length,
): { out: Uint8Array<ArrayBuffer>; consumed: number } {
  const pieces: Uint8Array[] = []
  let copied = 0
  for (let offset = bytes.indexOf(0x1f); offset !== -1 && offset < scanEnd; offset = bytes.indexOf(0x1f, offset + 1)) {
    if (!isClusterStart(bytes, offset)) continue
    const start = retimedClusterStart(bytes, offset, shift)
    if (!start) continue
    pieces.push(bytes.subarray(copied, offset), ...start.bytes)
    copied = start.end
    offset = start.end - 1
  }
  const consumed = Math.max(copied, Math.min(scanEnd, bytes.length))
  pieces.push(bytes.subarray(copied, consumed))
  return { out: concatBytes(pieces), consumed }
}
