import { loudnessJobSchema, type LoudnessJob } from '../contracts/media/loudness-job'
import { getDb } from './db/client'
import { saveLoudness } from './db/loudness'
import { installBuiltDecoderWasm } from './media/loudness/decoders/built-wasm'
import { measureLoudness } from './media/loudness/measure'

/** The upload asks for its audio's loudness and answers at once; the consumer below measures it (ADR 039). */
export const queueLoudness = (env: Env, key: string) =>
  env.MEDIA_JOBS.send({ type: 'loudness', key } satisfies LoudnessJob)

/**
 * The media queue's consumer: each message's audio streams from R2 through its decoder and the loudness meter, and
 * the figures land on its uploads and tracks. A file that does not decode keeps null figures (logged, not retried);
 * a failed read or write is retried by the queue.
 */
export const measureQueuedLoudness: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  installBuiltDecoderWasm()
  const db = getDb(env.DB)
  for (const message of batch.messages) {
    const parsed = loudnessJobSchema.safeParse(message.body)
    if (!parsed.success) {
      console.error('dropping a malformed media message', parsed.error.issues)
      message.ack()
      continue
    }
    const { key } = parsed.data
    try {
      const object = await env.MEDIA.get(key)
      // Deleted since (its track too): nothing left to measure.
      if (!object) {
        message.ack()
        continue
      }
      const loudness = await measureLoudness(object.body, object.httpMetadata?.contentType ?? '').catch((error) => {
        console.error(`the loudness of ${key} could not be measured`, error)
        return null
      })
      if (loudness) await saveLoudness(db, key, loudness)
      message.ack()
    } catch (error) {
      console.error(`measuring the loudness of ${key} failed; the queue will retry`, error)
      message.retry()
    }
  }
}
