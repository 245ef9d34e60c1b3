import type { FeedPage, FeedPageQuery } from '../../contracts/reposts'
import { fail, readAsViewer } from '../api/http'
import { followedCreatorsActivity, readEntries, repostsOf } from '../db/feed'
import { findUserById } from '../db/users'
import type { Reader } from './reader'
import { USER_NOT_FOUND } from './users'

/** The reads of entries: the signed-in viewer's feed of followed creators, and what a user reposted. */
export const feedReads = {
  followed: (reader: Reader, page: FeedPageQuery): Promise<FeedPage> =>
    readAsViewer(
      reader,
      (viewerId) => readEntries(reader.db, followedCreatorsActivity(viewerId), page),
      'You must be logged in to see your feed',
    ),
  repostsOf: async ({ db }: Reader, userId: number, page: FeedPageQuery): Promise<FeedPage> => {
    if (!(await findUserById(db, userId))) fail(404, USER_NOT_FOUND)
    return readEntries(db, repostsOf(userId), page)
  },
}
