import { eq, sql } from 'drizzle-orm'
import type { CurrentUser, PublicUser } from '../../contracts/user'
import type { Db } from './client'
import { playlists, userSettings, users, type User } from './schema'

/** Every new user starts with these playlists, empty. */
const STARTER_PLAYLISTS = ['Favorite Tracks', 'Workout Mix', 'Chill Vibes', 'Study Music'] as const

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  bio: user.bio,
  profileImageUrl: user.profileImageUrl,
  isStreaming: user.isStreaming,
  followerCount: user.followerCount,
  createdAt: user.createdAt.toISOString(),
})

export const toCurrentUser = (user: User): CurrentUser => ({ ...toPublicUser(user), email: user.email })

/** The user's id alone: read beside a list of theirs, it tells a user without items from no user at all. */
export const selectUserId = (db: Db, id: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
  return user
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return user
}

export interface NewUser {
  username: string
  passwordHash: string
  displayName: string
  email: string | null
  bio: string | null
  profileImageUrl: string | null
}

/** Creates the user with default settings and the starter playlists. */
export async function createUser(db: Db, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning()
  await db.batch([
    db.insert(userSettings).values({ userId: user.id }),
    db.insert(playlists).values(STARTER_PLAYLISTS.map((name) => ({ userId: user.id, name }))),
  ])
  return user
}

export type ProfileChanges = Partial<Pick<User, 'displayName' | 'bio' | 'profileImageUrl'>>

export async function updateUser(db: Db, id: number, changes: ProfileChanges): Promise<User | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id)
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  return user
}
