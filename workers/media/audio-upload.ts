import type { Db } from '../db/client'
import { AudioProbe, type ProbedAudio } from './audio-probe'
import { PartWriter } from './r2-parts'
import { recordUpload, storeMedia } from './store'

/**
 * Streams an audio file to R2 as it arrives, measuring it on the way, and records who uploaded it (ADR 014). A file
 * of one part is put under its hash like any other media; a longer one goes to R2 in parts under a key of its own
 * (`audio/<random uuid>.<ext>`, never reused), since its hash is known only at the end. A refused file leaves
 * nothing in R2 or in the uploads table.
 */
export async function storeStreamedAudio(
  bucket: R2Bucket,
  db: Db,
  file: AsyncIterable<Uint8Array>,
  userId: number,
): Promise<ProbedAudio & { key: string; url: string; size: number }> {
  const probe = new AudioProbe()
  // Only called once a part is full: long after the probe has sniffed the type, or refused the file.
  const parts = new PartWriter(bucket, () => ({
    key: `audio/${crypto.randomUUID()}.${probe.type!.extension}`,
    contentType: probe.type!.contentType,
  }))
  let probed: ProbedAudio
  let stored: Awaited<ReturnType<PartWriter['finish']>>
  try {
    for await (const piece of file) {
      probe.push(piece)
      await parts.write(piece)
    }
    probed = probe.end()
    stored = await parts.finish()
  } catch (error) {
    await parts.abort()
    throw error
  }
  const media = {
    kind: 'audio' as const,
    contentType: probed.contentType,
    extension: probed.extension,
    duration: probed.duration,
    userId,
  }
  const { key, url } =
    stored instanceof Uint8Array
      ? await storeMedia(bucket, db, { ...media, bytes: stored })
      : await recordUpload(db, { ...media, key: stored.key, size: stored.size })
  return { ...probed, key, url, size: stored instanceof Uint8Array ? stored.byteLength : stored.size }
}
