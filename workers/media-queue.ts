import { mediaJobSchema } from '../contracts/media/media-job'
import { consumeEach } from './consume-each'
import { getDb } from './db/client'
import { measureStoredLoudness } from './loudness-queue'
import { installBuiltDecoderWasm } from './media/loudness/decoders/built-wasm'
import { makeStoredRendition } from './rendition-queue'

const runMediaJob = consumeEach(
  mediaJobSchema,
  ({ type, key }, env) => (type === 'loudness' ? measureStoredLoudness : makeStoredRendition)(env, getDb(env.DB), key),
  ({ type, key }) => `the ${type} job of ${key}`,
)

/**
 * The media queue's consumer: each uploaded audio file's loudness (ADR 039) and, for heavy files, its streaming
 * rendition (ADR 041), one message a batch so each has the invocation's whole CPU budget.
 */
export const consumeMediaJobs: ExportedHandlerQueueHandler<Env> = (batch, env, ctx) => {
  installBuiltDecoderWasm()
  return runMediaJob(batch, env, ctx)
}
