import { consumeMediaJobs } from './media-queue'
import { fanOutNotifications } from './notification-queue'

/** The Worker's queue consumer: each queue's batches go to their own handler (names as in wrangler.toml). */
export const queue: ExportedHandlerQueueHandler<Env> = (batch, env, ctx) =>
  batch.queue === 'soundwave-media' ? consumeMediaJobs(batch, env, ctx) : fanOutNotifications(batch, env, ctx)
