import { Hono, type Context } from 'hono'
import { createPostCommentSchema, createTrackCommentSchema } from '../../contracts/comments'
import { idParams, pageQuerySchema, type PageQuery } from '../../contracts/common'
import { privateLinkQuerySchema, type UserSummary } from '../../contracts/tracks'
import { tooManyAttempts } from '../auth/throttle'
import {
  deleteComment,
  findCommentWithContentOwner,
  insertComment,
  listComments,
  toPublicComment,
  type CommentTarget,
} from '../db/comments'
import { notifyComment } from '../db/notifications'
import { findPost } from '../db/posts'
import { countEvent, type Limit } from '../db/rate-limits'
import { findTrack } from '../db/tracks'
import { accessTo } from '../reads/private-links'
import { fail, requireUser, validate } from './http'
import { idempotent } from './idempotency'
import type { AppEnv } from './types'

/** At most 10 comments a minute per user (docs/product/limits.md#content). */
const commentsBy = (userId: number): Limit => ({ key: `comment:user:${userId}`, max: 10, windowMs: 60 * 1000 })

const notFoundMessage = { track: 'Track not found', post: 'Post not found' }

/** The track's or post's id in the path. */
const contentParams = validate('param', idParams('id'))
/** A private track's comments are read and written with its link's secret, as the track is opened (`?s=`). */
const trackCommentsQuery = validate('query', pageQuerySchema.merge(privateLinkQuerySchema))
const linkQuery = validate('query', privateLinkQuerySchema)

/** The track as the viewer may open it, or the 404 of a track that does not exist. */
async function openedTrack(c: Context<AppEnv>, id: number, token: string | undefined) {
  const track = await findTrack(c.get('db'), id)
  if (!track || !(await accessTo(c.get('reader'), track, token))) return fail(404, notFoundMessage.track)
  return track
}

async function listOf(c: Context<AppEnv>, target: CommentTarget, page: PageQuery) {
  return c.json((await listComments(c.get('db'), target, page)) ?? fail(404, notFoundMessage[target.contentType]))
}

/** What a comment is on: its owner hears of it (a notification). */
interface Commented extends CommentTarget {
  ownerId: number
  title: string
}

/** Stores the signed-in user's comment unless they have written too many this minute, and tells the owner. */
async function post(
  c: Context<AppEnv>,
  user: UserSummary,
  { ownerId, title, ...target }: Commented,
  content: string,
  timestampSeconds: number | null,
) {
  const db = c.get('db')
  const limit = commentsBy(user.id)
  const refusal = await tooManyAttempts(c, [limit])
  if (refusal) return refusal
  const comment = await insertComment(db, { ...target, userId: user.id, content, timestampSeconds })
  await Promise.all([countEvent(db, limit), notifyComment(db, { actorId: user.id, ownerId, title, ...target })])
  return c.json(toPublicComment({ comment, user }), 201)
}

export const commentsRouter = new Hono<AppEnv>()
  .get('/tracks/:id/comments', contentParams, trackCommentsQuery, async (c) => {
    const { s, ...page } = c.req.valid('query')
    const track = await openedTrack(c, c.req.valid('param').id, s)
    return listOf(c, { contentType: 'track', contentId: track.id }, page)
  })
  .get('/posts/:id/comments', contentParams, validate('query', pageQuerySchema), (c) =>
    listOf(c, { contentType: 'post', contentId: c.req.valid('param').id }, c.req.valid('query')),
  )
  .post(
    '/tracks/:id/comments',
    idempotent,
    contentParams,
    linkQuery,
    validate('json', createTrackCommentSchema),
    async (c) => {
      const user = await requireUser(c)
      const { content, timestampSeconds } = c.req.valid('json')
      const track = await openedTrack(c, c.req.valid('param').id, c.req.valid('query').s)
      if (timestampSeconds !== null && timestampSeconds > track.duration) fail(400, 'Time must be within the track')
      return post(
        c,
        user,
        { contentType: 'track', contentId: track.id, ownerId: track.userId, title: track.title },
        content,
        timestampSeconds,
      )
    },
  )
  .post('/posts/:id/comments', idempotent, contentParams, validate('json', createPostCommentSchema), async (c) => {
    const user = await requireUser(c)
    const found = (await findPost(c.get('db'), c.req.valid('param').id)) ?? fail(404, notFoundMessage.post)
    return post(
      c,
      user,
      { contentType: 'post', contentId: found.id, ownerId: found.userId, title: found.title },
      c.req.valid('json').content,
      null,
    )
  })
  .delete('/comments/:id', validate('param', idParams('id')), async (c) => {
    const user = await requireUser(c)
    const db = c.get('db')
    const found = (await findCommentWithContentOwner(db, c.req.valid('param').id)) ?? fail(404, 'Comment not found')
    const mayDelete = user.id === found.comment.userId || user.id === found.contentOwnerId
    // On a private track, a comment is, to anyone else, a comment that does not exist.
    if (!mayDelete && found.onPrivateTrack) fail(404, 'Comment not found')
    if (!mayDelete) fail(403, 'Only the author or the owner of what it is on can delete this comment')
    await deleteComment(db, found.comment.id)
    return c.body(null, 204)
  })
