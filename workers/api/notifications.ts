import { Hono } from 'hono'
import { pageQuerySchema } from '../../contracts/common'
import { markReadSchema, type UnreadCount } from '../../contracts/notifications'
import { countUnread, listNotifications, markRead } from '../db/notifications'
import { requireUser, validate } from './http'
import type { AppEnv } from './types'

export const notificationsRouter = new Hono<AppEnv>()
  .get('/notifications', validate('query', pageQuerySchema), async (c) => {
    const user = await requireUser(c)
    return c.json(await listNotifications(c.get('db'), user.id, c.req.valid('query')))
  })
  .get('/notifications/unread-count', async (c) => {
    const user = await requireUser(c)
    return c.json<UnreadCount>({ count: await countUnread(c.get('db'), user.id) })
  })
  // Answers the unread count left, which is what the bell shows next.
  .post('/notifications/read', validate('json', markReadSchema), async (c) => {
    const user = await requireUser(c)
    const db = c.get('db')
    await markRead(db, user.id, c.req.valid('json').ids)
    return c.json<UnreadCount>({ count: await countUnread(db, user.id) })
  })
