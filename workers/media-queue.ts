import { mediaJobSchema } from '../contracts/media/media-job'
import { getDb } from './db/client'
import { measureStoredLoudness } from './loudness-queue'
import { installBuiltDecoderWasm } from './media/loudness/decoders/built-wasm'
import { makeStoredRendition } from './rendition-queue'

/**
 * The media queue's consumer: each uploaded audio file's loudness (ADR 039) and, for heavy files, its streaming
 * rendition (ADR 041), one message a batch so each has the invocation's whole CPU budget. A malformed message is
 * dropped; a failed R2 or D1 call is retried by the queue.
 */
export const consumeMediaJobs: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  installBuiltDecoderWasm()
  const db = getDb(env.DB)
  for (const message of batch.messages) {
    const parsed = mediaJobSchema.safeParse(message.body)
    if (!parsed.success) {
      console.error('dropping a malformed media message', parsed.error.issues)
      message.ack()
      continue
    }
    const { type, key } = parsed.data
    try {
      await (type === 'loudness' ? measureStoredLoudness : makeStoredRendition)(env, db, key)
      message.ack()
    } catch (error) {
      console.error(`the ${type} job of ${key} failed; the queue will retry`, error)
      message.retry()
    }
  }
}
