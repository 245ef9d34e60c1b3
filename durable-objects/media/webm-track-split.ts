import { concatBytes } from '../../workers/media/bytes'
import { CLUSTER_ID, readElement, readUint, readVint, TIMECODE_ID, writeElement } from './ebml'

const EBML_HEADER_ID = 0x1a45dfa3
const SEGMENT_ID = 0x18538067
const INFO_ID = 0x1549a966
const TRACKS_ID = 0x1654ae6b
const TRACK_ENTRY_ID = 0xae
const TRACK_NUMBER_ID = 0xd7
const TRACK_TYPE_ID = 0x83
const CODEC_ID = 0x86
const SIMPLE_BLOCK_ID = 0xa3
const BLOCK_GROUP_ID = 0xa0
const BLOCK_ID = 0xa1
const VIDEO_TRACK = 1
const AUDIO_TRACK = 2

/** A known-size element bigger than this never completes in memory: the push is refused as malformed. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024

/** The size field of an element whose end is not said (the Segment and Clusters of a live stream). */
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]

export class MalformedWebmError extends Error {}

/** Rebuilt elements write their size in 8 bytes, the widest EBML size. */
const SIZE_BYTES = 8

/** The children of a complete element's data. */
function children(
  bytes: Uint8Array,
  start: number,
  end: number,
): { id: number; bytes: Uint8Array; dataStart: number }[] {
  const found = []
  for (let offset = start; offset < end; ) {
    const child = readElement(bytes, offset, end)
    if (!child) throw new MalformedWebmError('A WebM element overruns its parent')
    found.push({ id: child.id, bytes: bytes.subarray(offset, child.end), dataStart: child.dataStart - offset })
    offset = child.end
  }
  return found
}

interface Track {
  number: number
  type: number
  codec: string
}

function readTrack(entry: Uint8Array, dataStart: number): Track {
  const track: Track = { number: 0, type: 0, codec: '' }
  for (const child of children(entry, dataStart, entry.length)) {
    const data = child.bytes.subarray(child.dataStart)
    if (child.id === TRACK_NUMBER_ID) track.number = readUint(data, 0, data.length)
    if (child.id === TRACK_TYPE_ID) track.type = readUint(data, 0, data.length)
    if (child.id === CODEC_ID) track.codec = new TextDecoder().decode(data)
  }
  return track
}

const isAudio = (track: Track) => track.type === AUDIO_TRACK || track.codec.startsWith('A_')
const isVideo = (track: Track) => track.type === VIDEO_TRACK || track.codec.startsWith('V_')

/**
 * The sound of a WebM with picture and sound, as an audio-only WebM, without re-encoding: the EBML header and the
 * stream's Info as they are, Tracks with the audio track alone, and Clusters with their Timecode and the audio track's
 * blocks. Bytes go in as they arrive, cut anywhere; whole elements come out. Elements an audio-only stream has no use
 * for (SeekHead, Cues, Tags, CRC-32, Void) are dropped, since their offsets and checksums no longer hold.
 */
export class WebmTrackSplit {
  /** Whether the stream has a picture; null until its Tracks are read. */
  hasVideo: boolean | null = null
  private audioTrack: number | null = null
  private pending = new Uint8Array(0)
  /** The audio-only header so far, held until the Tracks say whether there is sound at all. */
  private header: Uint8Array[] = []

  /** The audio-only bytes the chunk completes (empty when it completes no element). */
  push(chunk: Uint8Array): Uint8Array {
    const bytes = this.pending.length ? concatBytes([this.pending, chunk]) : chunk
    const out: Uint8Array[] = []
    let offset = 0
    for (;;) {
      const id = readVint(bytes, offset, true)
      const size = id && readVint(bytes, offset + id.length)
      if (!id || !size) break
      const dataStart = offset + id.length + size.length
      const idBytes = bytes.subarray(offset, offset + id.length)
      // The Segment holds the whole stream: its children are read as they come, whatever its size says.
      if (id.value === SEGMENT_ID) {
        this.header.push(concatBytes([idBytes, Uint8Array.from(UNKNOWN_SIZE)]))
        offset = dataStart
        continue
      }
      if (size.unknown && id.value === CLUSTER_ID) {
        // Its Timecode goes out with it, so whoever looks for Cluster starts finds this one in one chunk.
        const timecode = readElement(bytes, dataStart, bytes.length)
        if (!timecode) break
        if (this.audioTrack !== null) {
          out.push(idBytes, Uint8Array.from(UNKNOWN_SIZE), bytes.subarray(dataStart, timecode.end))
        }
        offset = timecode.end
        continue
      }
      if (size.unknown) throw new MalformedWebmError('Only the Segment and Clusters may have an unknown size')
      const end = dataStart + size.value
      if (end > bytes.length) break
      out.push(...this.rewrite(id.value, bytes.subarray(offset, end), dataStart - offset))
      offset = end
    }
    this.pending = bytes.slice(offset)
    if (this.pending.length > MAX_PENDING_BYTES) throw new MalformedWebmError('A WebM element is too big to relay')
    return concatBytes(out)
  }

  /** One complete element, as it goes into the audio-only stream (nothing when it has no place there). */
  private rewrite(id: number, bytes: Uint8Array, dataStart: number): Uint8Array[] {
    switch (id) {
      case EBML_HEADER_ID:
      case INFO_ID:
        this.header.push(bytes)
        return []
      case TRACKS_ID:
        return this.readTracks(bytes, dataStart)
      case CLUSTER_ID: {
        if (this.audioTrack === null) return []
        const kept = children(bytes, dataStart, bytes.length).filter((child) =>
          this.keeps(child.id, child.bytes, child.dataStart),
        )
        return [
          writeElement(
            CLUSTER_ID,
            kept.map((child) => child.bytes),
            SIZE_BYTES,
          ),
        ]
      }
      default:
        return this.audioTrack !== null && this.keeps(id, bytes, dataStart) ? [bytes] : []
    }
  }

  private readTracks(bytes: Uint8Array, dataStart: number): Uint8Array[] {
    const entries = children(bytes, dataStart, bytes.length).filter((child) => child.id === TRACK_ENTRY_ID)
    const tracks = entries.map((entry) => ({ entry, track: readTrack(entry.bytes, entry.dataStart) }))
    this.hasVideo = tracks.some(({ track }) => isVideo(track))
    const audio = tracks.find(({ track }) => isAudio(track))
    const header = this.header
    this.header = []
    if (!audio) return []
    this.audioTrack = audio.track.number
    return [...header, writeElement(TRACKS_ID, [audio.entry.bytes], SIZE_BYTES)]
  }

  /** A Cluster's child kept in the audio-only stream: its Timecode and the audio track's blocks. */
  private keeps(id: number, bytes: Uint8Array, dataStart: number): boolean {
    if (id === TIMECODE_ID) return true
    if (id === SIMPLE_BLOCK_ID) return readVint(bytes, dataStart)?.value === this.audioTrack
    if (id !== BLOCK_GROUP_ID) return false
    const block = children(bytes, dataStart, bytes.length).find((child) => child.id === BLOCK_ID)
    return block !== undefined && readVint(block.bytes, block.dataStart)?.value === this.audioTrack
  }
}
