import { Hono } from 'hono'
import { createFactory } from 'hono/factory'
import { idParams } from '../../contracts/common'
import { feedPageQuerySchema, type RepostableType } from '../../contracts/reposts'
import { repostableExists, repostState, setReposted, type RepostTarget } from '../db/reposts'
import { feedReads } from '../reads/feed'
import type { Db } from '../db/client'
import { currentUser, fail, requireUser, validate } from './http'
import type { AppEnv } from './types'

const notFoundMessages: Record<RepostableType, string> = {
  track: 'Track not found',
  playlist: 'Playlist not found',
}

async function assertRepostable(db: Db, target: RepostTarget) {
  if (!(await repostableExists(db, target))) fail(404, notFoundMessages[target.contentType])
}

const handlers = createFactory<AppEnv>()
const idParam = validate('param', idParams('id'))

/** GET answers the count and whether the viewer reposted it; POST reposts and DELETE undoes, both idempotent. */
const repostRoutes = (contentType: RepostableType) => ({
  read: handlers.createHandlers(idParam, async (c) => {
    const target = { contentType, contentId: c.req.valid('param').id }
    const db = c.get('db')
    await assertRepostable(db, target)
    return c.json(await repostState(db, (await currentUser(c))?.id ?? null, target))
  }),
  change: (isReposted: boolean) =>
    handlers.createHandlers(idParam, async (c) => {
      const user = await requireUser(c, 'You must be logged in to repost')
      const target = { contentType, contentId: c.req.valid('param').id }
      const db = c.get('db')
      await assertRepostable(db, target)
      return c.json(await setReposted(db, user.id, target, isReposted))
    }),
})

const track = repostRoutes('track')
const playlist = repostRoutes('playlist')

export const repostsRouter = new Hono<AppEnv>()
  .get('/tracks/:id/reposts', ...track.read)
  .post('/tracks/:id/reposts', ...track.change(true))
  .delete('/tracks/:id/reposts', ...track.change(false))
  .get('/playlists/:id/reposts', ...playlist.read)
  .post('/playlists/:id/reposts', ...playlist.change(true))
  .delete('/playlists/:id/reposts', ...playlist.change(false))
  .get('/feed', validate('query', feedPageQuerySchema), async (c) =>
    c.json(await feedReads.followed(c.get('reader'), c.req.valid('query'))),
  )
  .get(
    '/users/:userId/reposts',
    validate('param', idParams('userId')),
    validate('query', feedPageQuerySchema),
    async (c) => c.json(await feedReads.repostsOf(c.get('reader'), c.req.valid('param').userId, c.req.valid('query'))),
  )
