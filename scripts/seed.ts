/**
 * Fills the local D1 and R2 with demo data. Idempotent: every row is looked up by its natural key first,
 * and media keys are content hashes, so running it again adds nothing.
 */
import { readFile } from 'node:fs/promises'
import { and, eq, sql } from 'drizzle-orm'
import { getPlatformProxy } from 'wrangler'
import { hashPassword } from '../workers/auth/password'
import { getDb, type Db } from '../workers/db/client'
import { genres, posts, streams, tracks, users } from '../workers/db/schema'
import { createUser, findUserByUsername } from '../workers/db/users'
import { storeMedia } from '../workers/media/store'
import { CREATORS, DEMO_PASSWORD, ENDED_STREAM, GENRES, POSTS, TRACKS } from './seed-data'
import { renderTune } from './synth-wav'

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state'
const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } })
const db = getDb(env.DB)

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }

async function storeImage(file: string, userId: number): Promise<string> {
  const extension = file.split('.').pop()!
  const bytes = new Uint8Array(await readFile(new URL(`./seed-media/${file}`, import.meta.url)))
  return (await storeMedia(env.MEDIA, db, { bytes, kind: 'image', contentType: IMAGE_TYPES[extension], extension, userId })).url
}

async function ensureUsers(database: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const creator of CREATORS) {
    const existing = await findUserByUsername(database, creator.username)
    const user = existing ?? (await createUser(database, { ...creator, passwordHash, email: null, profileImageUrl: null }))
    ids.set(creator.username, user.id)
  }
  const avatar = await storeImage('avatar.png', ids.get('nova')!)
  await database.update(users).set({ profileImageUrl: avatar }).where(eq(users.id, ids.get('nova')!))
  return ids
}

async function ensureTracks(userIds: Map<string, number>) {
  for (const [index, track] of TRACKS.entries()) {
    const userId = userIds.get(track.owner)!
    const [existing] = await db.select({ id: tracks.id }).from(tracks).where(and(eq(tracks.userId, userId), eq(tracks.title, track.title)))
    if (existing) continue
    const { wav, durationSeconds } = renderTune(track.tune)
    const audio = await storeMedia(env.MEDIA, db, { bytes: wav, kind: 'audio', contentType: 'audio/wav', extension: 'wav', userId, duration: durationSeconds })
    const creator = CREATORS.find((c) => c.username === track.owner)!
    await db.insert(tracks).values({
      userId,
      title: track.title,
      artistName: creator.displayName,
      genre: track.genre,
      coverUrl: track.cover ? await storeImage(track.cover, userId) : null,
      audioUrl: audio.url,
      duration: durationSeconds,
      playCount: track.plays,
      // Spread upload times over the last weeks so "recent" has an order.
      uploadedAt: new Date(Date.now() - (TRACKS.length - index) * 26 * 60 * 60 * 1000),
    })
  }
}

async function ensurePosts(userIds: Map<string, number>) {
  for (const [index, post] of POSTS.entries()) {
    const userId = userIds.get(post.owner)!
    const [existing] = await db.select({ id: posts.id }).from(posts).where(and(eq(posts.userId, userId), eq(posts.title, post.title)))
    if (existing) continue
    const imageUrl = post.image ? await storeImage(post.image, userId) : null
    const createdAt = new Date(Date.now() - (POSTS.length - index) * 31 * 60 * 60 * 1000)
    await db.insert(posts).values({
      userId,
      title: post.title,
      content: post.content,
      tags: post.tags,
      imageUrl,
      postType: imageUrl ? 'image' : 'text',
      createdAt,
      updatedAt: createdAt,
    })
  }
}

async function ensureEndedStream(userIds: Map<string, number>) {
  const userId = userIds.get(ENDED_STREAM.owner)!
  const [existing] = await db.select({ id: streams.id }).from(streams).where(and(eq(streams.userId, userId), eq(streams.title, ENDED_STREAM.title)))
  if (existing) return
  const endedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
  const { minutes, ...stream } = ENDED_STREAM
  await db.insert(streams).values({
    ...stream,
    userId,
    isLive: false,
    viewerCount: 0,
    peakViewerCount: 42,
    startedAt: new Date(endedAt.getTime() - minutes * 60 * 1000),
    endedAt,
  })
}

try {
  await db.insert(genres).values(GENRES.map((name) => ({ name }))).onConflictDoNothing()
  const userIds = await ensureUsers(db)
  await ensureTracks(userIds)
  await ensurePosts(userIds)
  await ensureEndedStream(userIds)
  const [{ count }] = await db.select({ count: sql<number>`count(*)` }).from(tracks)
  console.log(`Seeded demo data (${count} tracks). Sign in as demo / ${DEMO_PASSWORD}.`)
} finally {
  await dispose()
}
