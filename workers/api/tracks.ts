import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { idParams, pageQuerySchema } from '../../contracts/common'
import { createTrackSchema, recentTracksQuerySchema, recordingsQuerySchema, trackListQuerySchema } from '../../contracts/tracks'
import { cookieOptions } from '../auth/cookie-options'
import { randomToken } from '../auth/random-token'
import { recordPlay, type Listener } from '../db/plays'
import { deleteTrack, findTrack, insertTrack, listTracks, listTracksOfUser, toPublicTrack } from '../db/tracks'
import { deleteUnusedMedia, findOwnUpload } from '../media/references'
import { assertActingUser, fail, requireOwned, requireUser, validate } from './http'
import type { AppEnv } from './types'

const LISTENER_COOKIE = 'lid'
const LISTENER_COOKIE_SECONDS = 365 * 24 * 60 * 60
const LISTENER_ID_BYTES = 16
const LISTENER_ID = /^[A-Za-z0-9_-]{22}$/

/** The session's user, or for a visitor the anonymous id kept in the `lid` cookie (set on first play). */
function listenerOf(c: Context<AppEnv>): Listener {
  const user = c.get('user')
  if (user) return { key: `u:${user.id}`, userId: user.id }
  let id = getCookie(c, LISTENER_COOKIE)
  if (!id || !LISTENER_ID.test(id)) {
    id = randomToken(LISTENER_ID_BYTES)
    setCookie(c, LISTENER_COOKIE, id, { ...cookieOptions(c), maxAge: LISTENER_COOKIE_SECONDS })
  }
  return { key: `a:${id}`, userId: null }
}

export const tracksRouter = new Hono<AppEnv>()
  .get('/tracks', validate('query', trackListQuerySchema), async (c) => c.json(await listTracks(c.get('db'), c.req.valid('query'))))
  .get('/tracks/recent', validate('query', recentTracksQuerySchema), async (c) =>
    c.json(await listTracks(c.get('db'), { sort: 'recent', limit: c.req.valid('query').limit, offset: 0 })),
  )
  // PRODUCT.md §7: a recording is a track whose row names its stream, whatever its title.
  .get('/tracks/recordings', validate('query', recordingsQuerySchema), async (c) => {
    const { streamId, ...page } = c.req.valid('query')
    return c.json(await listTracks(c.get('db'), { sort: 'recent', recordingsOf: streamId ?? 'any', ...page }))
  })
  // PRODUCT.md §7: Weekly Top Picks, the most played of the last 7 days, then the most recent.
  .get('/tracks/top-picks', validate('query', pageQuerySchema), async (c) =>
    c.json(await listTracks(c.get('db'), { sort: 'weeklyPlays', ...c.req.valid('query') })),
  )
  .get('/tracks/user/:userId', validate('param', idParams('userId')), async (c) => {
    const tracks = await listTracksOfUser(c.get('db'), c.req.valid('param').userId)
    return c.json(tracks ?? fail(404, 'User not found'))
  })
  .get('/tracks/:id', validate('param', idParams('id')), async (c) => {
    const track = await findTrack(c.get('db'), c.req.valid('param').id)
    return c.json(track ?? fail(404, 'Track not found'))
  })
  .post('/tracks', validate('json', createTrackSchema), async (c) => {
    const user = requireUser(c, 'Authentication required')
    const { userId, audioUrl, coverUrl, ...details } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    const [audio, cover] = await Promise.all([
      findOwnUpload(db, audioUrl, user.id, 'audio'),
      coverUrl ? findOwnUpload(db, coverUrl, user.id, 'image') : null,
    ])
    if (!audio) return fail(400, 'Upload the audio file first')
    if (coverUrl && !cover) return fail(400, 'Upload the cover image first')
    const track = await insertTrack(db, { ...details, userId: user.id, audioUrl, coverUrl, duration: audio.duration ?? 0 })
    return c.json(toPublicTrack({ track, user }), 201)
  })
  .delete('/tracks/:id', validate('param', idParams('id')), async (c) => {
    const track = await requireOwned(c, (db) => findTrack(db, c.req.valid('param').id), 'track', 'Track not found')
    const db = c.get('db')
    await deleteTrack(db, track.id)
    await deleteUnusedMedia(c.env.MEDIA, db, track.userId, [track.audioUrl, track.coverUrl])
    return c.json({ message: 'Track deleted' })
  })
  .post('/tracks/:id/play', validate('param', idParams('id')), async (c) => {
    const result = await recordPlay(c.get('db'), c.req.valid('param').id, listenerOf(c))
    return c.json(result ?? fail(404, 'Track not found'))
  })
