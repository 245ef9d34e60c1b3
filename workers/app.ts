import { createRequestHandler } from '@remix-run/cloudflare'
import { streamIdSchema } from '../contracts/room'
import { api } from './api'
import { createLoadContext } from './load-context'
import { remixBuild } from './remix-build'

export { StreamRoom } from '../durable-objects/stream-room'

const handleRemix = createRequestHandler(remixBuild)

/** /ws and /audio upgrades go to the stream's own room, addressed by its id. */
function routeToRoom(request: Request, env: Env): Promise<Response> | Response {
  const streamId = streamIdSchema.safeParse(new URL(request.url).searchParams.get('streamId'))
  if (!streamId.success) return Response.json({ message: 'A numeric streamId query parameter is required' }, { status: 400 })
  const room = env.STREAM_ROOM.get(env.STREAM_ROOM.idFromName(String(streamId.data)))
  return room.fetch(request)
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
    if (pathname === '/ws' || pathname === '/audio') return routeToRoom(request, env)
    return handleRemix(request, createLoadContext(request, env, ctx))
  },
} satisfies ExportedHandler<Env>
