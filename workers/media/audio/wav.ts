import { ByteReader } from '../bytes'
import { corrupt } from '../rejection'
import { riffChunks } from '../riff'

/** Seconds of audio in a RIFF/WAVE file: the data chunk's size over the format's byte rate. */
export function wavDuration(bytes: Uint8Array): number {
  const reader = new ByteReader(bytes, () => corrupt('audio', 'the WAV data is cut short'))
  let byteRate = 0
  for (const chunk of riffChunks(reader)) {
    if (chunk.id === 'fmt ') {
      if (chunk.size < 16) throw corrupt('audio', 'the WAV format chunk is too short')
      const channels = reader.u16le(chunk.offset + 2)
      const sampleRate = reader.u32le(chunk.offset + 4)
      byteRate = reader.u32le(chunk.offset + 8)
      if (!channels || !sampleRate || !byteRate) throw corrupt('audio', 'the WAV format chunk is invalid')
    } else if (chunk.id === 'data') {
      if (!byteRate) throw corrupt('audio', 'the WAV format chunk is missing')
      return chunk.size / byteRate
    }
  }
  throw corrupt('audio', 'the WAV file has no audio data')
}
