import { fanOutMessageSchema, type FanOutMessage } from '../contracts/notifications'
import { consumeEach } from './consume-each'
import { getDb } from './db/client'
import { fanOutToFollowers } from './db/notifications'

const QUEUE_BATCH_LIMIT = 100

/**
 * The request that made the news sends one message, whatever the actor's follower count; the consumer below writes
 * the followers' rows (ADR 013).
 */
export const queueFanOut = (env: Env, message: FanOutMessage) => env.NOTIFICATIONS.send(message)

/** Several pieces of news at once (a minute's scheduled releases) in one call; a queue batch takes at most 100. */
export async function queueFanOuts(env: Env, messages: FanOutMessage[]) {
  for (let start = 0; start < messages.length; start += QUEUE_BATCH_LIMIT)
    await env.NOTIFICATIONS.sendBatch(messages.slice(start, start + QUEUE_BATCH_LIMIT).map((body) => ({ body })))
}

/** The notifications queue's consumer: each message becomes one set-based insert. */
export const fanOutNotifications = consumeEach(
  fanOutMessageSchema,
  (message, env) => fanOutToFollowers(getDb(env.DB), message),
  () => 'notification fan-out',
)
