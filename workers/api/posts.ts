import { Hono } from 'hono'
import { idParams, pageQuerySchema, userItemsQuerySchema } from '../../contracts/common'
import { createPostSchema, updatePostSchema } from '../../contracts/posts'
import { deletePost, findPost, insertPost, listPosts, toPublicPost, updatePost } from '../db/posts'
import { postReads } from '../reads/posts'
import { findOwnUpload } from '../media/references'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { assertActingUser, fail, requireOwned, requireUser, validate } from './http'
import { idempotent } from './idempotency'
import type { AppEnv } from './types'

export const postsRouter = new Hono<AppEnv>()
  .get('/posts', validate('query', pageQuerySchema), async (c) =>
    c.json(await listPosts(c.get('db'), c.req.valid('query'))),
  )
  .get('/posts/recent', async (c) => c.json(await postReads.recent(c.get('reader'))))
  .get(
    '/posts/user/:userId',
    validate('param', idParams('userId')),
    validate('query', userItemsQuerySchema),
    async (c) => c.json(await postReads.byUser(c.get('reader'), c.req.valid('param').userId, c.req.valid('query'))),
  )
  .get('/posts/:id', validate('param', idParams('id')), async (c) =>
    c.json(await postReads.detail(c.get('reader'), c.req.valid('param').id)),
  )
  .post('/posts', idempotent, validate('json', createPostSchema), async (c) => {
    const user = await requireUser(c, 'Authentication required')
    const { userId, ...details } = c.req.valid('json')
    assertActingUser(user, userId)
    const db = c.get('db')
    if (details.imageUrl && !(await findOwnUpload(db, details.imageUrl, user.id, 'image')))
      fail(400, 'Upload the image first')
    const post = await insertPost(db, { ...details, userId: user.id })
    await purgeEdgeCache(c.req.url, pagesShowing.post(post.id, user))
    return c.json(toPublicPost({ post, user }), 201)
  })
  .patch('/posts/:id', validate('param', idParams('id')), validate('json', updatePostSchema), async (c) => {
    const post = await requireOwned(c, (db) => findPost(db, c.req.valid('param').id), 'post', 'Post not found')
    const updated = await updatePost(c.get('db'), post.id, c.req.valid('json'))
    await purgeEdgeCache(c.req.url, pagesShowing.post(post.id, await requireUser(c)))
    return c.json(updated)
  })
  .delete('/posts/:id', validate('param', idParams('id')), async (c) => {
    const post = await requireOwned(c, (db) => findPost(db, c.req.valid('param').id), 'post', 'Post not found')
    await deletePost(c.get('db'), post.id)
    await purgeEdgeCache(c.req.url, pagesShowing.post(post.id, await requireUser(c)))
    return c.json({ message: 'Post deleted' })
  })
