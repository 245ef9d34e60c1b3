import { fanOutMessageSchema, type FanOutMessage } from '../contracts/notifications'
import { consumeEach } from './consume-each'
import { getDb } from './db/client'
import { fanOutToFollowers } from './db/notifications'

/**
 * The request that made the news sends one message, whatever the actor's follower count; the consumer below writes
 * the followers' rows (ADR 013).
 */
export const queueFanOut = (env: Env, message: FanOutMessage) => env.NOTIFICATIONS.send(message)

/** The notifications queue's consumer: each message becomes one set-based insert. */
export const fanOutNotifications = consumeEach(
  fanOutMessageSchema,
  (message, env) => fanOutToFollowers(getDb(env.DB), message),
  () => 'notification fan-out',
)
