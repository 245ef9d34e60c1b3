import { CLUSTER_ID, readElement, readVint, TIMECODE_ID } from './ebml'

const SEGMENT_ID = 0x18538067
/** WebM element ids are at most 4 bytes long. */
const MAX_ID_BYTES = 4
/** Larger than any element a live audio WebM holds whole (a known-size Cluster is held until it is complete). */
const MAX_ELEMENT_BYTES = 16 * 1024 * 1024

/**
 * Where the whole elements at the start of `bytes` end, walking a live WebM from an element's start: the Segment and
 * Clusters of unknown size are stepped into (a Cluster's start counts only with its Timecode), every other element is
 * whole once all its bytes are here. MediaRecorder cuts its slices anywhere, even inside a block, so the bytes after
 * `end` are an element begun and not finished. `misaligned`: the bytes at `end` cannot start an element (bytes were
 * lost on the way), and the stream is whole again only from its next Cluster.
 */
export function wholeElementsEnd(bytes: Uint8Array): { end: number; misaligned: boolean } {
  let offset = 0
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true)
    if (!id || id.length > MAX_ID_BYTES) return { end: offset, misaligned: bytes[offset] === 0 || Boolean(id) }
    const size = readVint(bytes, offset + id.length)
    if (!size) return { end: offset, misaligned: bytes[offset + id.length] === 0 }
    const dataStart = offset + id.length + size.length
    const steppedInto = id.value === SEGMENT_ID || (id.value === CLUSTER_ID && size.unknown)
    if (steppedInto && id.value === CLUSTER_ID) {
      const timecode = readElement(bytes, dataStart, bytes.length)
      if (!timecode) return { end: offset, misaligned: false }
      if (timecode.id !== TIMECODE_ID) return { end: offset, misaligned: true }
      offset = timecode.end
      continue
    }
    if (steppedInto) {
      offset = dataStart
      continue
    }
    if (size.unknown || size.value > MAX_ELEMENT_BYTES) return { end: offset, misaligned: true }
    if (dataStart + size.value > bytes.length) return { end: offset, misaligned: false }
    offset = dataStart + size.value
  }
  return { end: offset, misaligned: false }
}
