import { createRequestHandler } from '@remix-run/cloudflare'
import { api } from './api'
import { openRoomSocket } from './room-door'
import { INGEST_PATH, receivePush } from './ingest-door'
import { createLoadContext } from './load-context'
import { scheduled } from './maintenance'
import { queue } from './queues'
import { remixBuild } from './remix-build'

export { StreamRoom } from '../durable-objects/room/stream-room'
export { ShardRoom } from '../durable-objects/shards/shard-room'

const handleRemix = createRequestHandler(remixBuild)

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
    // The only public doors to a room, with /ingest/{streamKey} below; its other entry (ending from the API) is an
    // RPC method, not a path.
    if (pathname === '/ws' || pathname === '/audio' || pathname === '/video') return openRoomSocket(request, env)
    const pushKey = INGEST_PATH.exec(pathname)?.[1]
    if (pushKey) return receivePush(request, env, pushKey)
    return handleRemix(request, createLoadContext(request, env, ctx))
  },
  scheduled,
  queue,
} satisfies ExportedHandler<Env>
