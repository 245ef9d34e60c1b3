import app from '../workers/app'
import { farEdgeDelayOf, farFromData } from './far-edge-bindings'

export { ShardRoom } from '../durable-objects/shards/shard-room'
export { StreamRoom } from '../durable-objects/room/stream-room'

/**
 * The Worker as the far-edge benchmark serves it (bench/far-edge.ts, `start.sh --entry`): the app's own Worker,
 * whose D1 and R2 calls wait FAR_EDGE_DELAY_MS first when that is set (far-edge-bindings.ts). Nothing deployed
 * imports it.
 */
export default {
  async fetch(request, env, ctx) {
    const delayMs = farEdgeDelayOf(env)
    if (!delayMs) return app.fetch(request, env, ctx)
    const far = farFromData(env, delayMs)
    return far.counted(await app.fetch(request, far.env, ctx))
  },
  scheduled: app.scheduled,
  queue: app.queue,
} satisfies ExportedHandler<Env>
