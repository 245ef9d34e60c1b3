import { Hono, type Context } from 'hono'
import { idParams, pageQuerySchema, userItemsQuerySchema } from '../../contracts/common'
import {
  createTrackSchema,
  privateLinkQuerySchema,
  recentTracksQuerySchema,
  recordingsQuerySchema,
  relatedTracksQuerySchema,
  trackListQuerySchema,
  updateTrackSchema,
  type TrackDetail,
  type Visibility,
} from '../../contracts/tracks'
import { clientNetworkOf } from '../auth/client-network'
import { sha256Hex } from '../auth/sha256-hex'
import { recordPlay, type Listener } from '../db/plays'
import { deleteTrack, findTrack, insertTrack, toTrackDetail, updateTrack, type TrackChanges } from '../db/tracks'
import { newPrivateToken } from '../reads/private-links'
import { trackReads } from '../reads/tracks'
import { deleteUnusedMedia, findOwnUpload } from '../media/references'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { queueFanOut } from '../notification-queue'
import { releaseIfDue } from '../releases'
import type { Db } from '../db/client'
import { assertActingUser, currentUser, fail, requireOwned, requireUser, validate } from './http'
import { idempotent } from './idempotency'
import type { AppEnv } from './types'

/**
 * The session's user, or for a visitor their client address (docs/product/rules.md#plays: plays without a session count
 * once per IP per track per 30 minutes; an IPv6 client counts per /64). A cookie or any other id the client picks would
 * let one client count again and again. The address is stored hashed, so play_events holds no raw address; requests
 * without one (none reach a deployed Worker) share one key.
 */
async function listenerOf(c: Context<AppEnv>): Promise<Listener> {
  const user = await currentUser(c)
  if (user) return { key: `u:${user.id}`, userId: user.id }
  return { key: `ip:${await sha256Hex(clientNetworkOf(c.req.raw.headers) ?? '')}`, userId: null }
}

/** Going private gives the track its link's secret if it has none; going public ends a scheduled release. */
function visibilityChange(track: TrackDetail, visibility: Visibility | undefined): TrackChanges {
  if (visibility === 'private') return { privateToken: track.privateToken ?? newPrivateToken() }
  if (visibility === 'public') return { releaseAt: null }
  return {}
}

export const tracksRouter = new Hono<AppEnv>()
  .get('/tracks', validate('query', trackListQuerySchema), async (c) =>
    c.json(await trackReads.list(c.get('reader'), c.req.valid('query'))),
  )
  .get('/tracks/recent', validate('query', recentTracksQuerySchema), async (c) =>
    c.json(await trackReads.recent(c.get('reader'), c.req.valid('query').limit)),
  )
  .get('/tracks/recordings', validate('query', recordingsQuerySchema), async (c) =>
    c.json(await trackReads.recordings(c.get('reader'), c.req.valid('query'))),
  )
  .get('/tracks/top-picks', validate('query', pageQuerySchema), async (c) =>
    c.json(await trackReads.topPicks(c.get('reader'), c.req.valid('query'))),
  )
  .get(
    '/tracks/user/:userId',
    validate('param', idParams('userId')),
    validate('query', userItemsQuerySchema),
    async (c) => c.json(await trackReads.byUser(c.get('reader'), c.req.valid('param').userId, c.req.valid('query'))),
  )
  .get(
    '/tracks/:id/related',
    validate('param', idParams('id')),
    validate('query', relatedTracksQuerySchema),
    async (c) => {
      const user = await currentUser(c)
      const { id } = c.req.valid('param')
      return c.json(await trackReads.related(c.get('reader'), id, user?.id ?? null, c.req.valid('query')))
    },
  )
  .get('/tracks/:id', validate('param', idParams('id')), validate('query', privateLinkQuerySchema), async (c) =>
    c.json(await trackReads.detail(c.get('reader'), c.req.valid('param').id, c.req.valid('query').s)),
  )
  .post('/tracks', idempotent, validate('json', createTrackSchema), async (c) => {
    const user = await requireUser(c, 'Authentication required')
    const { userId, audioUrl, coverUrl, visibility, releaseAt, ...details } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    const [audio, cover] = await Promise.all([
      findOwnUpload(db, audioUrl, user.id, 'audio'),
      coverUrl ? findOwnUpload(db, coverUrl, user.id, 'image') : null,
    ])
    if (!audio) return fail(400, 'Upload the audio file first')
    if (coverUrl && !cover) return fail(400, 'Upload the cover image first')
    // A scheduled track is private until its release (workers/releases.ts).
    const isPrivate = visibility === 'private' || releaseAt !== null
    const track = await insertTrack(db, {
      ...details,
      visibility: isPrivate ? 'private' : 'public',
      privateToken: isPrivate ? newPrivateToken() : null,
      releaseAt,
      userId: user.id,
      audioUrl,
      coverUrl,
      duration: audio.duration ?? 0,
      // Null while the upload's loudness is still being measured: the measurement fills in the track when it ends.
      loudnessLufs: audio.loudnessLufs,
      truePeakDb: audio.truePeakDb,
      // Null while a heavy upload's rendition is being made, or for light audio: the original streams meanwhile.
      streamUrl: audio.streamUrl,
    })
    if (!isPrivate) {
      await queueFanOut(c.env, { type: 'upload', actorId: user.id, targetId: track.id, subject: track.title })
      await purgeEdgeCache(c.req.url, pagesShowing.track(track, user))
    }
    return c.json(toTrackDetail(track, user), 201)
  })
  // A new cover is the owner's own upload, and the one it replaces goes once nothing uses it.
  .patch('/tracks/:id', validate('param', idParams('id')), validate('json', updateTrackSchema), async (c) => {
    const { id } = c.req.valid('param')
    const findReleased = async (db: Db) => {
      await releaseIfDue(db, c.env, id)
      return findTrack(db, id)
    }
    const track = await requireOwned(c, findReleased, 'track', 'Track not found')
    const changes = c.req.valid('json')
    const db = c.get('db')
    if (changes.coverUrl && !(await findOwnUpload(db, changes.coverUrl, track.userId, 'image')))
      fail(400, 'Upload the cover image first')
    const updated = await updateTrack(db, track.id, { ...changes, ...visibilityChange(track, changes.visibility) })
    if (updated.coverUrl !== track.coverUrl) await deleteUnusedMedia(c.env.MEDIA, db, track.userId, [track.coverUrl])
    // Made public before its scheduled release: released now, and its followers hear of it as they would have then.
    if (track.releaseAt && updated.visibility === 'public')
      await queueFanOut(c.env, { type: 'upload', actorId: track.userId, targetId: track.id, subject: updated.title })
    const madePrivate = track.visibility === 'public' && updated.visibility === 'private'
    await purgeEdgeCache(
      c.req.url,
      [...pagesShowing.track(track, track.user), ...pagesShowing.track(updated, track.user)],
      [track.coverUrl, ...(madePrivate ? [track.audioUrl, track.streamUrl] : [])],
    )
    return c.json(updated)
  })
  // A new secret for the private link: the old link ends at once (a public track keeps it for when it is private).
  .post('/tracks/:id/private-link', validate('param', idParams('id')), async (c) => {
    const track = await requireOwned(c, (db) => findTrack(db, c.req.valid('param').id), 'track', 'Track not found')
    return c.json(await updateTrack(c.get('db'), track.id, { privateToken: newPrivateToken() }))
  })
  .delete('/tracks/:id', validate('param', idParams('id')), async (c) => {
    const track = await requireOwned(c, (db) => findTrack(db, c.req.valid('param').id), 'track', 'Track not found')
    const db = c.get('db')
    await deleteTrack(db, track.id)
    const videoUrls = track.videoSegments.map((segment) => segment.url)
    const mediaUrls = [track.audioUrl, track.coverUrl, ...videoUrls]
    await deleteUnusedMedia(c.env.MEDIA, db, track.userId, mediaUrls)
    await purgeEdgeCache(c.req.url, pagesShowing.track(track, track.user), [...mediaUrls, track.streamUrl])
    return c.json({ message: 'Track deleted' })
  })
  .post('/tracks/:id/play', validate('param', idParams('id')), async (c) => {
    const result = await recordPlay(c.get('db'), c.req.valid('param').id, await listenerOf(c))
    return c.json(result ?? fail(404, 'Track not found'))
  })
