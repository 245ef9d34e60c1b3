import { Hono } from 'hono'
import { listFollowedChannels, listGenres, listRecommendedCreators } from '../db/creators'
import { recommendedCreatorsQuerySchema } from '../../contracts/users'
import { currentUser, validate } from './http'
import type { AppEnv } from './types'

/** What the home page, Discover and the side navigation show to find creators. */
export const creatorsRouter = new Hono<AppEnv>()
  .get('/creators/recommended', validate('query', recommendedCreatorsQuerySchema), async (c) =>
    c.json(await listRecommendedCreators(c.get('db'), c.req.valid('query').limit)),
  )
  .get('/genres', async (c) => c.json(await listGenres(c.get('db'))))
  .get('/channels/followed', async (c) => {
    const user = await currentUser(c)
    // A visitor follows nobody; the side navigation shows its sample channels then.
    return c.json(user ? await listFollowedChannels(c.get('db'), user.id) : [])
  })
