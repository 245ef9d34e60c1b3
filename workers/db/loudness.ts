import { eq } from 'drizzle-orm'
import type { Loudness } from '../media/loudness/loudness-meter'
import { mediaUrl } from '../media/store'
import type { Db } from './client'
import { tracks, uploads } from './schema'

/** Hundredths are finer than any meter agrees on. */
const hundredths = (value: number) => Math.round(value * 100) / 100

/**
 * Records the loudness of the audio object under `key` on every upload of it and on every track that plays it,
 * whichever came first: a track made before the measurement ended gets it here, one made after copies the upload's.
 */
export async function saveLoudness(db: Db, key: string, { integratedLufs, truePeakDb }: Loudness): Promise<void> {
  const measured = { loudnessLufs: hundredths(integratedLufs), truePeakDb: hundredths(truePeakDb) }
  await db.batch([
    db.update(uploads).set(measured).where(eq(uploads.key, key)),
    db
      .update(tracks)
      .set(measured)
      .where(eq(tracks.audioUrl, mediaUrl(key))),
  ])
}
