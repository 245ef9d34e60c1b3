import { Hono } from 'hono'
import { createFactory } from 'hono/factory'
import { userItemsQuerySchema } from '../../contracts/common'
import { likeRequestSchema, likeTargetSchema, type LikeableType } from '../../contracts/likes'
import type { Db } from '../db/client'
import { countLikes, isLikedBy, likeableBy, setLiked, type LikeTarget } from '../db/likes'
import { libraryReads } from '../reads/library'
import { assertActingUser, currentUser, fail, requireUser, validate } from './http'
import type { AppEnv } from './types'

const notFoundMessages: Record<LikeableType, string> = {
  track: 'Track not found',
  post: 'Post not found',
  stream: 'Stream not found',
}

/** 404 for a thing that does not exist, or is a private track of someone else's (which to them does not exist). */
async function assertLikeable(db: Db, target: LikeTarget, viewerId: number | null) {
  if (!(await likeableBy(db, target, viewerId))) fail(404, notFoundMessages[target.contentType])
}

/** POST likes and DELETE unlikes: idempotent, answering the new state and the count from rows. */
const changeLike = (isLiked: boolean, visitorMessage: string) =>
  createFactory<AppEnv>().createHandlers(validate('json', likeRequestSchema), async (c) => {
    const user = await requireUser(c, visitorMessage)
    const { userId, ...target } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    await assertLikeable(db, target, user.id)
    return c.json(await setLiked(db, user.id, target, isLiked))
  })

export const likesRouter = new Hono<AppEnv>()
  .get('/likes/tracks', validate('query', userItemsQuerySchema), async (c) =>
    c.json(await libraryReads.likedTracks(c.get('reader'), c.req.valid('query'))),
  )
  .get('/likes/check', validate('query', likeRequestSchema), async (c) => {
    const { userId, ...target } = c.req.valid('query')
    const user = await currentUser(c)
    if (user) assertActingUser(user, userId)
    const db = c.get('db')
    await assertLikeable(db, target, user?.id ?? null)
    return c.json({ isLiked: user ? await isLikedBy(db, user.id, target) : false })
  })
  .get('/likes/count/:contentType/:contentId', validate('param', likeTargetSchema), async (c) => {
    const target = c.req.valid('param')
    const db = c.get('db')
    await assertLikeable(db, target, (await currentUser(c))?.id ?? null)
    return c.json({ count: await countLikes(db, target) })
  })
  .post('/likes', ...changeLike(true, 'You must be logged in to like content'))
  .delete('/likes', ...changeLike(false, 'You must be logged in to unlike content'))
