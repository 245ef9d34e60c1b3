import type { z } from 'zod'

/**
 * A queue consumer that runs `handle` on each message `schema` accepts, one at a time: a malformed message is dropped
 * (logged and acked, since no retry can mend it) and a failed run is retried by the queue.
 */
export const consumeEach =
  <Schema extends z.ZodType>(
    schema: Schema,
    handle: (job: z.output<Schema>, env: Env) => Promise<void>,
    describe: (job: z.output<Schema>) => string,
  ): ExportedHandlerQueueHandler<Env> =>
  async (batch, env) => {
    for (const message of batch.messages) {
      const parsed = schema.safeParse(message.body)
      if (!parsed.success) {
        console.error(`dropping a malformed message of ${batch.queue}`, parsed.error.issues)
        message.ack()
        continue
      }
      try {
        await handle(parsed.data, env)
        message.ack()
      } catch (error) {
        console.error(`${describe(parsed.data)} failed; the queue will retry`, error)
        message.retry()
      }
    }
  }
