import { flacDuration } from './audio/flac'
import { mp3Duration } from './audio/mp3'
import { oggDuration } from './audio/ogg'
import { wavDuration } from './audio/wav'
import { corrupt, MediaRejection } from './rejection'
import { sniff, type AcceptedFormat } from './sniff'

export interface ProbedAudio {
  contentType: string
  extension: string
  /** Seconds, measured from the file, to the millisecond. */
  duration: number
}

interface AudioFormat {
  contentType: string
  extension: string
  /** Seconds, measured from the bytes. */
  duration: (bytes: Uint8Array) => number
}

const AUDIO_FORMATS: Partial<Record<AcceptedFormat, AudioFormat>> = {
  mp3: { contentType: 'audio/mpeg', extension: 'mp3', duration: mp3Duration },
  wav: { contentType: 'audio/wav', extension: 'wav', duration: wavDuration },
  flac: { contentType: 'audio/flac', extension: 'flac', duration: flacDuration },
  ogg: { contentType: 'audio/ogg', extension: 'ogg', duration: oggDuration },
}

/** The type and duration of an uploaded audio file, from its bytes alone (never its name or the client's type). */
export function probeAudio(bytes: Uint8Array): ProbedAudio {
  if (bytes.length === 0) throw new MediaRejection('empty', 'The file is empty')
  const sniffed = sniff(bytes)
  const format = sniffed?.format ? AUDIO_FORMATS[sniffed.format] : undefined
  if (!format) {
    const looksLike = sniffed ? ` (it looks like ${sniffed.label})` : ''
    throw new MediaRejection('unsupported', `This file is not a supported audio format${looksLike}. Use MP3, WAV, FLAC or OGG.`)
  }
  const duration = format.duration(bytes)
  if (!Number.isFinite(duration) || duration <= 0) throw corrupt('audio', 'it holds no audio')
  return { contentType: format.contentType, extension: format.extension, duration: Math.round(duration * 1000) / 1000 }
}
