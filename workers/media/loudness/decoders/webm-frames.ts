import { CLUSTER_ID, readUint, readVint } from '../../../../durable-objects/media/ebml'
import { concatBytes } from '../../bytes'

const SEGMENT_ID = 0x18538067
const TRACKS_ID = 0x1654ae6b
const TRACK_ENTRY_ID = 0xae
const BLOCK_GROUP_ID = 0xa0
const TRACK_NUMBER_ID = 0xd7
const CODEC_ID_ID = 0x86
const CODEC_PRIVATE_ID = 0x63a2
const SIMPLE_BLOCK_ID = 0xa3
const BLOCK_ID = 0xa1
/** Elements whose children are read in turn (a live WebM leaves Segment and Cluster of unknown size). */
const MASTERS = new Set([SEGMENT_ID, TRACKS_ID, TRACK_ENTRY_ID, CLUSTER_ID, BLOCK_GROUP_ID])
/** Elements whose data is read; every other one is passed over as it streams by, whatever its size. */
const READ = new Set([TRACK_NUMBER_ID, CODEC_ID_ID, CODEC_PRIVATE_ID, SIMPLE_BLOCK_ID, BLOCK_ID])
/** More than any header element or audio block holds: a file asking for more is not one the room wrote. */
const MAX_ELEMENT_BYTES = 1024 * 1024
const LACING_BITS = 0x06

/** The Opus track's setup, from its CodecPrivate (an OpusHead, RFC 7845 §5.1). */
export interface OpusHead {
  channels: number
  preSkip: number
}

/**
 * Reads the Opus frames of a WebM (as the live room records it: one Opus track, no lacing) as its bytes arrive,
 * holding only an unfinished element between pieces.
 */
export class WebmOpusFrames {
  head: OpusHead | null = null
  private opusTrack: number | null = null
  private pendingTrack: { number?: number; codec?: string; codecPrivate?: Uint8Array } = {}
  private rest: Uint8Array = new Uint8Array()
  private skipping = 0

  /** The Opus frames completed by `piece`, in order. */
  push(piece: Uint8Array): Uint8Array[] {
    let bytes = this.rest.length ? concatBytes([this.rest, piece]) : piece
    const passedOver = Math.min(this.skipping, bytes.length)
    this.skipping -= passedOver
    bytes = bytes.subarray(passedOver)
    const frames: Uint8Array[] = []
    let offset = 0
    while (offset < bytes.length) {
      const id = readVint(bytes, offset, true)
      const size = id && readVint(bytes, offset + id.length)
      if (!id || !size) break
      const dataStart = offset + id.length + size.length
      if (MASTERS.has(id.value)) {
        if (id.value === TRACK_ENTRY_ID) this.pendingTrack = {}
        offset = dataStart
        continue
      }
      if (size.unknown || size.value > MAX_ELEMENT_BYTES) throw new Error('not a WebM the room records')
      const end = dataStart + size.value
      if (!READ.has(id.value)) {
        this.skipping = Math.max(0, end - bytes.length)
        offset = Math.min(end, bytes.length)
        continue
      }
      if (end > bytes.length) break
      const frame = this.read(id.value, bytes.subarray(dataStart, end))
      if (frame) frames.push(frame)
      offset = end
    }
    this.rest = bytes.slice(offset)
    if (this.rest.length > MAX_ELEMENT_BYTES) throw new Error('not a WebM the room records')
    return frames
  }

  private read(id: number, data: Uint8Array): Uint8Array | null {
    if (id === SIMPLE_BLOCK_ID || id === BLOCK_ID) return this.blockFrame(data)
    if (id === TRACK_NUMBER_ID) this.pendingTrack.number = readUint(data, 0, data.length)
    if (id === CODEC_ID_ID) this.pendingTrack.codec = new TextDecoder().decode(data)
    if (id === CODEC_PRIVATE_ID) this.pendingTrack.codecPrivate = data.slice()
    const { number, codec, codecPrivate } = this.pendingTrack
    if (this.opusTrack === null && number !== undefined && codec === 'A_OPUS' && codecPrivate) {
      this.opusTrack = number
      this.head = opusHead(codecPrivate)
    }
    return null
  }

  private blockFrame(data: Uint8Array): Uint8Array | null {
    const track = readVint(data, 0)
    if (!track || track.value !== this.opusTrack) return null
    const flags = data[track.length + 2]
    if (flags & LACING_BITS) throw new Error('laced WebM blocks are not read')
    return data.slice(track.length + 3)
  }
}

function opusHead(codecPrivate: Uint8Array): OpusHead {
  if (new TextDecoder('latin1').decode(codecPrivate.subarray(0, 8)) !== 'OpusHead')
    throw new Error('the Opus track has no OpusHead')
  return { channels: codecPrivate[9], preSkip: codecPrivate[10] | (codecPrivate[11] << 8) }
}
