import { fanOutMessageSchema, type FanOutMessage } from '../contracts/notifications'
import { getDb } from './db/client'
import { fanOutToFollowers } from './db/notifications'

/**
 * The request that made the news sends one message, whatever the actor's follower count; the consumer below writes
 * the followers' rows (ADR 013).
 */
export const queueFanOut = (env: Env, message: FanOutMessage) => env.NOTIFICATIONS.send(message)

/** The notifications queue's consumer: each message becomes one set-based insert; a failed one is retried. */
export const fanOutNotifications: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  const db = getDb(env.DB)
  for (const message of batch.messages) {
    const parsed = fanOutMessageSchema.safeParse(message.body)
    if (!parsed.success) {
      console.error('dropping a malformed notification message', parsed.error.issues)
      message.ack()
      continue
    }
    try {
      await fanOutToFollowers(db, parsed.data)
      message.ack()
    } catch (error) {
      console.error('notification fan-out failed; the queue will retry', error)
      message.retry()
    }
  }
}
