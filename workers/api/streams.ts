import { Hono, type Context } from 'hono'
import { idParams, idSchema, pageQuerySchema, userItemsQuerySchema } from '../../contracts/common'
import {
  createStreamSchema,
  featuredStreamsQuerySchema,
  goLiveSchema,
  updateStreamSchema,
  type LiveStreamCreated,
  type MyLiveStream,
  type StreamKey,
} from '../../contracts/streams'
import {
  createStream,
  deleteStream,
  endStream,
  findLiveStreamOf,
  findPublicStream,
  findWaitingStreamOf,
  findStreamRow,
  goLive,
  listStreams,
  rotateStreamKey,
  streamKeyOf,
  updateStream,
} from '../db/streams'
import { roomOf } from '../../durable-objects/room/room-identity'
import { queueFanOut } from '../notification-queue'
import { deleteUnusedMedia, findOwnUpload } from '../media/references'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { assertActingUser, fail, requireOwned, requireUser, validate } from './http'
import { idempotent } from './idempotency'
import { STREAM_NOT_FOUND, streamReads } from '../reads/streams'
import type { AppEnv } from './types'

const streamParams = idParams('id')

const requireOwnStream = (c: Context<AppEnv>, id: number) =>
  requireOwned(c, (db) => findStreamRow(db, id), 'stream', STREAM_NOT_FOUND)

// Static paths come before '/streams/:id' so that 'featured', 'live' and 'webrtc' are not read as ids.
export const streamsRouter = new Hono<AppEnv>()
  .get('/streams', validate('query', pageQuerySchema), async (c) =>
    c.json(await listStreams(c.get('db'), c.req.valid('query'))),
  )
  .get('/streams/featured', validate('query', featuredStreamsQuerySchema), async (c) =>
    c.json(await streamReads.featured(c.get('reader'), c.req.valid('query').limit)),
  )
  .get(
    '/streams/user/:userId',
    validate('param', idParams('userId')),
    validate('query', userItemsQuerySchema),
    async (c) => c.json(await streamReads.byUser(c.get('reader'), c.req.valid('param').userId, c.req.valid('query'))),
  )
  .get('/streams/live/mine', async (c) => {
    const user = await requireUser(c)
    const db = c.get('db')
    const [stream, waiting] = await Promise.all([findLiveStreamOf(db, user.id), findWaitingStreamOf(db, user.id)])
    const broadcastFrom = stream ? await roomOf(c.env, stream.id).broadcastFrom(stream.id) : null
    return c.json<MyLiveStream>({ stream, broadcastFrom, waiting })
  })
  // The studio's "Start Streaming" creates the one row that the viewer page, chat and relay share; a host who is
  // already live (a reloaded studio) resumes that stream instead: same id, its title kept, no second notification.
  .post('/streams/webrtc', idempotent, validate('json', goLiveSchema), async (c) => {
    const user = await requireUser(c)
    const { userId, title, description } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    const shareUrlOf = (streamId: number) => `${new URL(c.req.url).origin}/stream/${streamId}`
    const live = await findLiveStreamOf(db, user.id)
    if (live) {
      // The room counts down again if no host socket is here, so a resume that never connects still ends.
      await roomOf(c.env, live.id).expectHost(live.id, c.req.url)
      const body = { message: 'Stream resumed', streamId: live.id, shareUrl: shareUrlOf(live.id) }
      return c.json<LiveStreamCreated>({ success: true, ...body, resumed: true }, 200)
    }
    const streamTitle = title ?? `${user.displayName}'s live stream`
    const { streamId, endedIds } = await goLive(db, user.id, { title: streamTitle, description })
    // Streams ended by a racing call tell their audiences and publish their recordings; the new stream's room
    // starts the countdown that ends it if its host never connects, even when no socket ever opens.
    await Promise.all([
      ...endedIds.map((id) => roomOf(c.env, id).end(id)),
      roomOf(c.env, streamId).expectHost(streamId, c.req.url),
      queueFanOut(c.env, { type: 'live', actorId: user.id, targetId: streamId, subject: streamTitle }),
    ])
    const body = { message: 'Stream created', streamId, shareUrl: shareUrlOf(streamId) }
    return c.json<LiveStreamCreated>({ success: true, ...body, resumed: false }, 201)
  })
  // An id that names no stream is not found, whether it is a number or not (no 400 here).
  .get('/streams/webrtc/:streamId', async (c) => {
    const id = idSchema.safeParse(c.req.param('streamId'))
    const stream = id.success ? await findPublicStream(c.get('db'), id.data) : undefined
    return stream
      ? c.json({ success: true as const, stream })
      : c.json({ success: false as const, message: STREAM_NOT_FOUND }, 404)
  })
  .get('/streams/:id', validate('param', streamParams), async (c) =>
    c.json(await streamReads.detail(c.get('reader'), c.req.valid('param').id)),
  )
  // A stream made here is scheduled, not live: going live is the studio's job (POST /streams/webrtc), which
  // starts the clock and the room at the moment the host actually broadcasts.
  .post('/streams', idempotent, validate('json', createStreamSchema), async (c) => {
    const user = await requireUser(c)
    const { userId, ...values } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    if (values.thumbnailUrl && !(await findOwnUpload(db, values.thumbnailUrl, user.id, 'image'))) {
      fail(400, 'Thumbnail must be an image you uploaded')
    }
    return c.json(await createStream(db, user.id, values), 201)
  })
  .patch('/streams/:id', validate('param', streamParams), validate('json', updateStreamSchema), async (c) => {
    const stream = await requireOwnStream(c, c.req.valid('param').id)
    const updated = await updateStream(c.get('db'), stream.id, c.req.valid('json'))
    await purgeEdgeCache(c.req.url, pagesShowing.stream(stream.id, await requireUser(c)))
    return c.json(updated)
  })
  .delete('/streams/:id', validate('param', streamParams), async (c) => {
    const stream = await requireOwnStream(c, c.req.valid('param').id)
    const db = c.get('db')
    // The room ends first: it still needs the row to publish the recording and to tell its sockets.
    await roomOf(c.env, stream.id).end(stream.id)
    await deleteStream(db, stream)
    await deleteUnusedMedia(c.env.MEDIA, db, stream.userId, [stream.thumbnailUrl])
    await purgeEdgeCache(c.req.url, pagesShowing.stream(stream.id, await requireUser(c)), [stream.thumbnailUrl])
    return c.json({ message: 'Stream deleted' })
  })
  // Ending an ended stream is a no-op 200: the studio, the list and the room may race to end the same stream.
  .post('/streams/:id/end', validate('param', streamParams), async (c) => {
    const stream = await requireOwnStream(c, c.req.valid('param').id)
    const db = c.get('db')
    await endStream(db, stream)
    await roomOf(c.env, stream.id).end(stream.id)
    await purgeEdgeCache(c.req.url, pagesShowing.stream(stream.id, await requireUser(c)))
    return c.json((await findPublicStream(db, stream.id))!)
  })
  .get('/streams/:id/key', validate('param', streamParams), async (c) => {
    const stream = await requireOwnStream(c, c.req.valid('param').id)
    return c.json<StreamKey>({ streamKey: stream.streamKey ?? (await streamKeyOf(c.get('db'), stream.id)) })
  })
  .post('/streams/:id/key', validate('param', streamParams), async (c) => {
    const stream = await requireOwnStream(c, c.req.valid('param').id)
    return c.json<StreamKey>({ streamKey: await rotateStreamKey(c.get('db'), stream.id) })
  })
