import { judgeFirstBytes, type FormatOf } from '../../contracts/media/first-bytes'
import { SNIFF_LENGTH } from '../../contracts/media/sniff'
import { flacDuration } from './audio/flac'
import { mp3Duration } from './audio/mp3'
import { oggDuration } from './audio/ogg'
import { wavDuration } from './audio/wav'
import { StreamedWalk, type Walker } from './byte-walker'
import { concatBytes } from './bytes'
import { corrupt, MediaRejection } from './rejection'

export interface AudioType {
  contentType: string
  extension: string
}

export interface ProbedAudio extends AudioType {
  /** Seconds, measured from the file, to the millisecond. */
  duration: number
}

interface AudioFormat extends AudioType {
  /** Seconds, measured from the bytes as they stream past. */
  duration: () => Walker<number>
}

const AUDIO_FORMATS: Record<FormatOf<'audio'>, AudioFormat> = {
  mp3: { contentType: 'audio/mpeg', extension: 'mp3', duration: mp3Duration },
  wav: { contentType: 'audio/wav', extension: 'wav', duration: wavDuration },
  flac: { contentType: 'audio/flac', extension: 'flac', duration: flacDuration },
  ogg: { contentType: 'audio/ogg', extension: 'ogg', duration: oggDuration },
}

/** The file extension of an accepted upload type ('audio/mpeg' → 'mp3'); undefined for any other type. */
export const audioExtensionOf = (contentType: string) =>
  Object.values(AUDIO_FORMATS).find((format) => format.contentType === contentType)?.extension

/**
 * The type and duration of an uploaded audio file, from its bytes alone (never its name or the client's type),
 * measured as the file streams past: `push` each chunk, then `end`. The file's type is known (`type`) as soon as its
 * first bytes are in; a file that is no accepted audio is refused then, anything else wrong by `end` at the latest.
 * What it holds at a time is the first SNIFF_LENGTH bytes, then what the format's walker asks for (ADR 014).
 */
export class AudioProbe {
  private head: Uint8Array | null = new Uint8Array()
  private walk: StreamedWalk<number> | null = null
  type: AudioType | null = null

  push(chunk: Uint8Array) {
    if (this.walk) return this.walk.push(chunk)
    const head = concatBytes([this.head!, chunk])
    this.head = head
    if (head.length >= SNIFF_LENGTH) this.startWalk()
  }

  end(): ProbedAudio {
    if (!this.walk) this.startWalk()
    const duration = this.walk!.end()
    if (!Number.isFinite(duration) || duration <= 0) throw corrupt('audio', 'it holds no audio')
    return { ...this.type!, duration: Math.round(duration * 1000) / 1000 }
  }

  private startWalk() {
    const head = this.head!
    const judged = judgeFirstBytes('audio', head)
    if ('refusal' in judged) throw new MediaRejection(judged.refusal, judged.message)
    const format = AUDIO_FORMATS[judged.format]
    this.type = { contentType: format.contentType, extension: format.extension }
    this.head = null
    this.walk = new StreamedWalk(format.duration())
    this.walk.push(head)
  }
}

/** The type and duration of an audio file held whole. */
export function probeAudio(bytes: Uint8Array): ProbedAudio {
  const probe = new AudioProbe()
  probe.push(bytes)
  return probe.end()
}
