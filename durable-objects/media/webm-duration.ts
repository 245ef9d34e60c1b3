import { CLUSTER_ID, hasClusterId, readElement, readInt, readUint, readVint, TIMECODE_ID, type Element } from './ebml'

/**
 * The length of a live WebM (MediaRecorder style: no Duration element, clusters of unknown or known size), read from
 * the end of the file: the last Cluster's Timecode plus the timecode of its last block, plus that block's duration.
 * Only the recording's tail is needed, so the recording never has to be held in memory.
 */

const SIMPLE_BLOCK_ID = 0xa3
const BLOCK_GROUP_ID = 0xa0
const BLOCK_ID = 0xa1
const BLOCK_DURATION_ID = 0x9b
const DISCARD_PADDING_ID = 0x75a2
const TIMECODE_SCALE_ID = 0x2ad7b1
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000

/** The timecode scale (ns per tick) from the header chunk's Info element; the WebM default when absent. */
export function webmTimecodeScale(header: Uint8Array): number {
  for (let offset = 0; offset + 3 < header.length; offset++) {
    if (header[offset] === 0x2a && header[offset + 1] === 0xd7 && header[offset + 2] === 0xb1) {
      const element = readElement(header, offset, header.length)
      if (element?.id === TIMECODE_SCALE_ID) return readUint(header, element.dataStart, element.end - element.dataStart)
    }
  }
  return DEFAULT_TIMECODE_SCALE_NS
}

interface LastBlock {
  /** Ticks from the cluster's start. */
  relative: number
  duration: number | null
  discardPaddingNs: number
}

const blockTimecode = (bytes: Uint8Array, dataStart: number) => {
  const track = readVint(bytes, dataStart)
  return track ? readInt(bytes, dataStart + track.length, 2) : null
}

/** The cluster's timecode and the timing of its blocks, or null when the bytes there are no cluster. */
function readCluster(bytes: Uint8Array, offset: number) {
  const cluster = readElement(bytes, offset, bytes.length)
  if (!cluster) return null
  let timecode: number | null = null
  const blocks: LastBlock[] = []
  let cursor = cluster.dataStart
  while (cursor < cluster.end) {
    const child = readElement(bytes, cursor, cluster.end)
    if (!child) break
    if (child.id === TIMECODE_ID) timecode = readUint(bytes, child.dataStart, child.end - child.dataStart)
    if (child.id === SIMPLE_BLOCK_ID) {
      const relative = blockTimecode(bytes, child.dataStart)
      if (relative !== null) blocks.push({ relative, duration: null, discardPaddingNs: 0 })
    }
    if (child.id === BLOCK_GROUP_ID) blocks.push(...readBlockGroup(bytes, child))
    if (child.id === CLUSTER_ID) break
    cursor = child.end
  }
  return timecode === null ? null : { timecode, blocks }
}

function readBlockGroup(bytes: Uint8Array, group: Element): LastBlock[] {
  const block: LastBlock = { relative: Number.NaN, duration: null, discardPaddingNs: 0 }
  let cursor = group.dataStart
  while (cursor < group.end) {
    const child = readElement(bytes, cursor, group.end)
    if (!child) break
    const size = child.end - child.dataStart
    if (child.id === BLOCK_ID) block.relative = blockTimecode(bytes, child.dataStart) ?? Number.NaN
    if (child.id === BLOCK_DURATION_ID) block.duration = readUint(bytes, child.dataStart, size)
    if (child.id === DISCARD_PADDING_ID) block.discardPaddingNs = readInt(bytes, child.dataStart, size)
    cursor = child.end
  }
  return Number.isNaN(block.relative) ? [] : [block]
}

function clusterOffsetsFromEnd(bytes: Uint8Array): number[] {
  const offsets: number[] = []
  for (let offset = bytes.length - 4; offset >= 0; offset--) {
    if (hasClusterId(bytes, offset)) offsets.push(offset)
  }
  return offsets
}

/**
 * Where the last block of a WebM whose `tail` holds at least its last complete cluster start ends, in ticks, with the
 * nanoseconds it discards at its end; null when no cluster can be read there. The last block lasts as long as
 * BlockDuration says, else as long as the gap before it.
 */
export function webmEndTicks(tail: Uint8Array): { ticks: number; discardPaddingNs: number } | null {
  // Opus bytes can contain the cluster id by chance: take the last candidate that parses as a cluster with blocks.
  for (const offset of clusterOffsetsFromEnd(tail)) {
    const cluster = readCluster(tail, offset)
    if (!cluster || cluster.blocks.length === 0) continue
    const last = cluster.blocks[cluster.blocks.length - 1]
    const previous = cluster.blocks[cluster.blocks.length - 2]
    const lastDuration = last.duration ?? (previous ? last.relative - previous.relative : 0)
    return { ticks: cluster.timecode + last.relative + lastDuration, discardPaddingNs: last.discardPaddingNs }
  }
  return null
}

/** Seconds of audio in a WebM whose `tail` holds at least its last complete cluster start (see `webmEndTicks`). */
export function webmDurationFromTail(tail: Uint8Array, timecodeScaleNs = DEFAULT_TIMECODE_SCALE_NS): number | null {
  const end = webmEndTicks(tail)
  return end && (end.ticks * timecodeScaleNs - end.discardPaddingNs) / 1e9
}
