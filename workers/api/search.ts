import { Hono } from 'hono'
import { searchQuerySchema } from '../../contracts/search'
import { searchPosts, searchStreams, searchTracks, searchUsers } from '../db/search'
import { validate } from './http'
import type { AppEnv } from './types'

/** The search page calls all four, in this order, for each search. Open to visitors. */
export const searchRouter = new Hono<AppEnv>()
  .get('/search/tracks', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchTracks(c.get('db'), c.req.valid('query').query)),
  )
  .get('/search/users', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchUsers(c.get('db'), c.req.valid('query').query)),
  )
  .get('/search/streams', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchStreams(c.get('db'), c.req.valid('query').query)),
  )
  .get('/search/posts', validate('query', searchQuerySchema), async (c) =>
    c.json(await searchPosts(c.get('db'), c.req.valid('query').query)),
  )
