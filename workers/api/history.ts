import { Hono } from 'hono'
import { historyQuerySchema, playsAnalyticsQuerySchema } from '../../contracts/tracks'
import { playsPerDay } from '../db/plays'
import { libraryReads } from '../reads/library'
import { requireUser, validate } from './http'
import type { AppEnv } from './types'

/** What the signed-in user listened to, and how often their own tracks were played. */
export const historyRouter = new Hono<AppEnv>()
  .get('/history', validate('query', historyQuerySchema), async (c) =>
    c.json(await libraryReads.history(c.get('reader'), c.req.valid('query').limit)),
  )
  .get('/analytics/plays', validate('query', playsAnalyticsQuerySchema), async (c) => {
    const user = await requireUser(c)
    return c.json(await playsPerDay(c.get('db'), user.id, c.req.valid('query').days))
  })
