import { want, type Walker } from '../byte-walker'
import { ByteReader } from '../bytes'
import { corrupt } from '../rejection'

const CHUNK_HEADER_LENGTH = 8
const FORMAT_LENGTH = 16

const cutShort = () => corrupt('audio', 'the WAV data is cut short')

/** Throws unless the file holds `count` bytes from `at`: only the last one is looked at. */
function* need(at: number, count: number): Walker<void> {
  if (count > 0 && (yield want(at + count - 1, 1)).length === 0) throw cutShort()
}

/**
 * Seconds of audio in a RIFF/WAVE file: the data chunk's size over the format's byte rate. The top-level chunks are
 * walked by their headers; the file must hold the whole RIFF it announces.
 */
export function* wavDuration(): Walker<number> {
  const riff = new ByteReader(yield want(0, 12), cutShort)
  const end = CHUNK_HEADER_LENGTH + riff.u32le(4)
  let byteRate = 0
  let duration: number | null = null
  /** How far the file is known to reach: requests never go backwards. */
  let reached = 0
  for (let pos = 12; pos + CHUNK_HEADER_LENGTH <= end && duration === null; ) {
    const header = new ByteReader(yield want(pos, CHUNK_HEADER_LENGTH), cutShort)
    const id = header.ascii(0, 4)
    const offset = pos + CHUNK_HEADER_LENGTH
    const size = header.u32le(4)
    if (id === 'fmt ') {
      if (size < FORMAT_LENGTH) throw corrupt('audio', 'the WAV format chunk is too short')
      const format = new ByteReader(yield want(offset, FORMAT_LENGTH), cutShort)
      const channels = format.u16le(2)
      const sampleRate = format.u32le(4)
      byteRate = format.u32le(8)
      if (!channels || !sampleRate || !byteRate) throw corrupt('audio', 'the WAV format chunk is invalid')
    } else if (id === 'data') {
      if (!byteRate) throw corrupt('audio', 'the WAV format chunk is missing')
      duration = size / byteRate
    }
    yield* need(offset, size)
    reached = Math.max(reached, offset + size)
    // Chunks are padded to an even length.
    pos = offset + size + (size & 1)
  }
  if (end > reached) yield* need(0, end)
  if (duration === null) throw corrupt('audio', 'the WAV file has no audio data')
  return duration
}
