import type { CurrentUser } from '../../contracts/user'
import { fail, requireViewer } from '../api/http'
import { isFollowing } from '../db/follows'
import { findUserById, findUserByUsername, toCurrentUser, toPublicUser } from '../db/users'
import type { Reader } from './reader'

export const USER_NOT_FOUND = 'User not found'

/** The reads of users: profiles, the signed-in user, and whether they follow someone. */
export const userReads = {
  /** The viewer's own account, email included: a visitor is refused. */
  current: async (reader: Reader): Promise<CurrentUser> => toCurrentUser(await requireViewer(reader)),
  byId: async ({ db }: Reader, id: number) => {
    const user = await findUserById(db, id)
    return user ? toPublicUser(user) : fail(404, USER_NOT_FOUND)
  },
  byUsername: async ({ db }: Reader, username: string) => {
    const user = await findUserByUsername(db, username)
    return user ? toPublicUser(user) : fail(404, USER_NOT_FOUND)
  },
  followCheck: async (reader: Reader, creatorId: number) => {
    const viewing = await reader.asViewer((viewerId) => isFollowing(reader.db, viewerId, creatorId))
    return { isFollowing: viewing?.value ?? false }
  },
}
