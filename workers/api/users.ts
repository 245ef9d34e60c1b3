import { Hono } from 'hono'
import { z } from 'zod'
import { idParams } from '../../contracts/common'
import { updateUserSchema } from '../../contracts/users'
import { toPublicUser, updateUser } from '../db/users'
import { USER_NOT_FOUND, userReads } from '../reads/users'
import { deleteUnusedMedia, findOwnUpload } from '../media/references'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { assertOwner, fail, requireUser, validate } from './http'
import type { AppEnv } from './types'

const usernameParams = z.object({ username: z.string().min(1).max(100) })

export const usersRouter = new Hono<AppEnv>()
  .get('/users/by-username/:username', validate('param', usernameParams), async (c) =>
    c.json(await userReads.byUsername(c.get('reader'), c.req.valid('param').username)),
  )
  .get('/users/:id', validate('param', idParams('id')), async (c) =>
    c.json(await userReads.byId(c.get('reader'), c.req.valid('param').id)),
  )
  .patch('/users/:id', validate('param', idParams('id')), validate('json', updateUserSchema), async (c) => {
    const user = await requireUser(c)
    assertOwner(user, c.req.valid('param').id, 'profile')
    const changes = c.req.valid('json')
    const db = c.get('db')
    if (changes.profileImageUrl && !(await findOwnUpload(db, changes.profileImageUrl, user.id, 'image'))) {
      fail(400, 'Profile image must be an image you uploaded')
    }
    const updated = await updateUser(db, user.id, changes)
    if (!updated) return fail(404, USER_NOT_FOUND)
    if (updated.profileImageUrl !== user.profileImageUrl)
      await deleteUnusedMedia(c.env.MEDIA, db, user.id, [user.profileImageUrl])
    await purgeEdgeCache(c.req.url, [...pagesShowing.user(user), ...pagesShowing.user(updated)], [user.profileImageUrl])
    return c.json(toPublicUser(updated))
  })
