import { decoderFor } from './decoders/decoder-for'
import type { Pcm, PcmDecoder } from './decoders/pcm-decoder'
import { LoudnessMeter, type Loudness } from './loudness-meter'

/**
 * The loudness of an audio file as it streams past (from R2): each piece is decoded and metered, then dropped, so
 * what is held is the decoder's state and the meter's block figures, never the file's audio.
 */
export async function measureLoudness(file: ReadableStream<Uint8Array>, contentType: string): Promise<Loudness> {
  let decoder: PcmDecoder | null = null
  let meter: LoudnessMeter | null = null
  const meterPcm = (pcm: Pcm | null) => {
    if (!pcm) return
    meter ??= new LoudnessMeter(pcm.sampleRate, pcm.channels.length)
    meter.push(pcm.channels)
  }
  try {
    const reader = file.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      decoder ??= decoderFor(contentType, read.value)
      meterPcm(await decoder.decode(read.value))
    }
    if (decoder) meterPcm(await decoder.flush())
  } finally {
    decoder?.free()
  }
  if (!meter) throw new Error('the file decoded to no audio')
  return (meter as LoudnessMeter).result()
}
