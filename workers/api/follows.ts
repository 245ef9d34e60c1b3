import { Hono } from 'hono'
import { idParams } from '../../contracts/common'
import { followSchema } from '../../contracts/follows'
import { follow, unfollow } from '../db/follows'
import { notifyFollow } from '../db/notifications'
import { findUserById } from '../db/users'
import { USER_NOT_FOUND, userReads } from '../reads/users'
import { fail, requireUser, validate } from './http'
import type { AppEnv } from './types'

export const followsRouter = new Hono<AppEnv>()
  .post('/follows', validate('json', followSchema), async (c) => {
    const user = await requireUser(c)
    const { followedId } = c.req.valid('json')
    if (followedId === user.id) fail(400, 'You cannot follow yourself')
    const db = c.get('db')
    if (!(await findUserById(db, followedId))) fail(404, USER_NOT_FOUND)
    const { state, started } = await follow(db, user.id, followedId)
    if (started) await notifyFollow(db, { followerId: user.id, followedId })
    return c.json(state)
  })
  .delete('/follows/:creatorId', validate('param', idParams('creatorId')), async (c) => {
    const user = await requireUser(c)
    const state = await unfollow(c.get('db'), user.id, c.req.valid('param').creatorId)
    return state ? c.json(state) : fail(404, USER_NOT_FOUND)
  })
  .get('/follows/check/:userId', validate('param', idParams('userId')), async (c) =>
    c.json(await userReads.followCheck(c.get('reader'), c.req.valid('param').userId)),
  )
