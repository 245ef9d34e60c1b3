import { Hono } from 'hono'
import { searchQuerySchema } from '../../contracts/search'
import { search } from '../reads/search'
import { validate } from './http'
import type { AppEnv } from './types'

/** The search page calls all four, in this order, for each search. Open to visitors. */
export const searchRouter = new Hono<AppEnv>()
  .get('/search/tracks', validate('query', searchQuerySchema), async (c) =>
    c.json(await search(c.get('reader'), 'tracks', c.req.valid('query').query)),
  )
  .get('/search/users', validate('query', searchQuerySchema), async (c) =>
    c.json(await search(c.get('reader'), 'users', c.req.valid('query').query)),
  )
  .get('/search/streams', validate('query', searchQuerySchema), async (c) =>
    c.json(await search(c.get('reader'), 'streams', c.req.valid('query').query)),
  )
  .get('/search/posts', validate('query', searchQuerySchema), async (c) =>
    c.json(await search(c.get('reader'), 'posts', c.req.valid('query').query)),
  )
