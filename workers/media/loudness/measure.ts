import { decodedPcm } from './decoders/decoded-pcm'
import { LoudnessMeter, type Loudness } from './loudness-meter'

/**
 * The loudness of an audio file as it streams past (from R2): each piece is decoded and metered, then dropped, so
 * what is held is the decoder's state and the meter's block figures, never the file's audio.
 */
export async function measureLoudness(file: ReadableStream<Uint8Array>, contentType: string): Promise<Loudness> {
  let meter: LoudnessMeter | null = null
  for await (const pcm of decodedPcm(file, contentType)) {
    meter ??= new LoudnessMeter(pcm.sampleRate, pcm.channels.length)
    meter.push(pcm.channels)
  }
  if (!meter) throw new Error('the file decoded to no audio')
  return meter.result()
}
