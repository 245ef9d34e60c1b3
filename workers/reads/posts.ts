import { userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import { fail } from '../api/http'
import { findPost, listPosts, listPostsOfUser } from '../db/posts'
import type { Reader } from './reader'

const RECENT_POSTS = 20

/** The reads of posts: GET /api/posts... and the pages that show them call these. */
export const postReads = {
  recent: ({ db }: Reader) => listPosts(db, { limit: RECENT_POSTS, offset: 0 }),
  byUser: async ({ db }: Reader, userId: number, page: PageQuery = userItemsQuerySchema.parse({})) =>
    (await listPostsOfUser(db, userId, page)) ?? fail(404, 'User not found'),
  detail: async ({ db }: Reader, id: number) => (await findPost(db, id)) ?? fail(404, 'Post not found'),
}
