import type { LoudnessJob } from '../contracts/media/loudness-job'
import type { Db } from './db/client'
import { saveLoudness } from './db/loudness'
import { measureLoudness } from './media/loudness/measure'

/** The upload asks for its audio's loudness and answers at once; the media queue measures it (ADR 039). */
export const queueLoudness = (env: Env, key: string) =>
  env.MEDIA_JOBS.send({ type: 'loudness', key } satisfies LoudnessJob)

/**
 * Streams the audio under `key` from R2 through its decoder and the loudness meter, and puts the figures on its
 * uploads and tracks. A file that does not decode keeps null figures (logged); a failed read or write throws.
 */
export async function measureStoredLoudness(env: Env, db: Db, key: string) {
  const object = await env.MEDIA.get(key)
  // Deleted since (its track too): nothing left to measure.
  if (!object) return
  const loudness = await measureLoudness(object.body, object.httpMetadata?.contentType ?? '').catch((error) => {
    console.error(`the loudness of ${key} could not be measured`, error)
    return null
  })
  if (loudness) await saveLoudness(db, key, loudness)
}
