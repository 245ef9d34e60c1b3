import { createRequestHandler } from '@remix-run/cloudflare'
import { api } from './api'
import { openRoomSocket } from './room-door'
import { INGEST_PATH, receivePush } from './ingest-door'
import { openD1Session } from './db/d1-session'
import { servePage } from './edge-cache/visitor-pages'
import { oembed } from './oembed'
import { createLoadContext } from './load-context'
import { discardUnread } from './media/request-body'
import { scheduled } from './maintenance'
import { LOCAL_CRONS_PATH, localCrons, localCronsOpen } from './local-crons'
import { queue } from './queues'
import { remixBuild } from './remix-build'
import { withTransportSecurity } from './security/transport-security'

export { StreamRoom } from '../durable-objects/room/stream-room'
export { ShardRoom } from '../durable-objects/shards/shard-room'

const handleRemix = createRequestHandler(remixBuild)

function route(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
  if (pathname === '/oembed') return oembed.fetch(request, env, ctx)
  if (pathname === LOCAL_CRONS_PATH && localCronsOpen(env)) return localCrons.fetch(request, env, ctx)
  // The only public doors to a room, with /ingest/{streamKey} below; its other entry (ending from the API) is an
  // RPC method, not a path.
  if (pathname === '/ws' || pathname === '/audio' || pathname === '/video') return openRoomSocket(request, env)
  const pushKey = INGEST_PATH.exec(pathname)?.[1]
  if (pushKey) return receivePush(request, env, pushKey)
  return servePage(request, ctx, () => handleRemix(request, createLoadContext(request, env, ctx)))
}

async function serve(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const d1 = openD1Session(request, env.DB)
  const response = await route(request, { ...env, DB: d1.db }, ctx)
  // A call refused before its body was read (a visitor's upload, a page that takes no POST) still ends it.
  await discardUnread(request)
  return withTransportSecurity(request, d1.remember(response))
}

export default {
  fetch: serve,
  scheduled,
  queue,
} satisfies ExportedHandler<Env>
