import { decodedPcm } from '../loudness/decoders/decoded-pcm'
import { HeadLastWriter } from './head-last-writer'
import { Mp3Rendition } from './mp3-encoder'

/**
 * Decodes an audio file as it streams (from R2) and writes its MP3 rendition to R2 under `key` as it is encoded:
 * what is held is a piece of audio and at most two R2 parts, never the file. Returns the rendition's size.
 */
export async function makeRendition(
  file: ReadableStream<Uint8Array>,
  contentType: string,
  bucket: R2Bucket,
  key: string,
): Promise<number> {
  const rendition = new Mp3Rendition()
  const writer = new HeadLastWriter(bucket, key, 'audio/mpeg')
  try {
    for await (const pcm of decodedPcm(file, contentType)) await writer.write(rendition.encode(pcm))
    const { last, infoFrame } = rendition.end()
    await writer.write(last)
    return await writer.finish(infoFrame)
  } catch (error) {
    await writer.abort()
    throw error
  }
}
