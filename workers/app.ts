import { createRequestHandler } from '@remix-run/cloudflare'
import { api } from './api'
import { openRoomSocket } from './room-door'
import { createLoadContext } from './load-context'
import { scheduled } from './maintenance'
import { queue } from './notification-queue'
import { remixBuild } from './remix-build'

export { StreamRoom } from '../durable-objects/room/stream-room'
export { ShardRoom } from '../durable-objects/shards/shard-room'

const handleRemix = createRequestHandler(remixBuild)

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
    // The only public doors to a room; its other entry (ending from the API) is an RPC method, not a path.
    if (pathname === '/ws' || pathname === '/audio' || pathname === '/video') return openRoomSocket(request, env)
    return handleRemix(request, createLoadContext(request, env, ctx))
  },
  scheduled,
  queue,
} satisfies ExportedHandler<Env>
