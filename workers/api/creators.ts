import { Hono } from 'hono'
import { recommendedCreatorsQuerySchema } from '../../contracts/users'
import { creatorReads } from '../reads/creators'
import { validate } from './http'
import type { AppEnv } from './types'

/** What the home page, Discover and the side navigation show to find creators. */
export const creatorsRouter = new Hono<AppEnv>()
  .get('/creators/recommended', validate('query', recommendedCreatorsQuerySchema), async (c) =>
    c.json(await creatorReads.recommended(c.get('reader'), c.req.valid('query').limit)),
  )
  .get('/genres', async (c) => c.json(await creatorReads.genres(c.get('reader'))))
  .get('/channels/followed', async (c) => c.json(await creatorReads.followedChannels(c.get('reader'))))
