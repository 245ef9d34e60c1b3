/**
 * Fills the local D1 and R2 with demo data. Idempotent: every row is looked up by its natural key first, likes and
 * follows are unique pairs, and media keys are content hashes, so running it again adds nothing. Every counter it
 * shows (plays, likes, followers) is recounted from rows it wrote, as the API recounts them.
 */
import { readFile } from 'node:fs/promises'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { getPlatformProxy } from 'wrangler'
import { computePeaks } from '../app/lib/waveform'
import { hashPassword } from '../workers/auth/password'
import { getDb, type Db } from '../workers/db/client'
import { follow } from '../workers/db/follows'
import { setLiked } from '../workers/db/likes'
import { countTrackAffinities } from '../workers/db/track-affinities'
import { saveLoudness } from '../workers/db/loudness'
import { importPlays, type Listener, type PastPlay } from '../workers/db/plays'
import { comments, genres, playEvents, posts, streams, tracks, users } from '../workers/db/schema'
import { createUser, findUserByUsername } from '../workers/db/users'
import { measureLoudness } from '../workers/media/loudness/measure'
import { mediaKeyOf, storeMedia } from '../workers/media/store'
import {
  COMMENTS,
  CREATORS,
  DEMO_PASSWORD,
  ENDED_STREAM,
  FOLLOWS,
  GENRES,
  LIKES,
  POSTS,
  TRACKS,
  type SeedTrack,
} from './seed-data'
import { renderTune } from './synth-wav'

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state'
const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } })
const db = getDb(env.DB)

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const WEEK_MS = 7 * DAY_MS

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
}

async function storeImage(file: string, userId: number): Promise<string> {
  const extension = file.split('.').pop()!
  const bytes = new Uint8Array(await readFile(new URL(`./seed-media/${file}`, import.meta.url)))
  return (
    await storeMedia(env.MEDIA, db, { bytes, kind: 'image', contentType: IMAGE_TYPES[extension], extension, userId })
  ).url
}

async function ensureUsers(database: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const creator of CREATORS) {
    const existing = await findUserByUsername(database, creator.username)
    const user =
      existing ?? (await createUser(database, { ...creator, passwordHash, email: null, profileImageUrl: null }))
    ids.set(creator.username, user.id)
  }
  const avatar = await storeImage('avatar.png', ids.get('nova')!)
  await database
    .update(users)
    .set({ profileImageUrl: avatar })
    .where(eq(users.id, ids.get('nova')!))
  return ids
}

interface SeededTrack {
  id: number
  uploadedAt: Date
  seed: SeedTrack
}

/** A tune's peaks as the upload page computes an upload's (app/lib/waveform.ts), so the player draws its waveform. */
const waveformOf = (pcm: Int16Array) => computePeaks([Float32Array.from(pcm)])

/**
 * Measures a seeded file as the media queue measures an upload (docs/decisions/039-loudness-measured-in-a-queue.md),
 * here rather than through the queue, so the demo's player normalises from the first start.
 */
async function measureSeededAudio(audioUrl: string, wav: Uint8Array<ArrayBuffer>) {
  const loudness = await measureLoudness(new Blob([wav]).stream(), 'audio/wav')
  await saveLoudness(db, mediaKeyOf(audioUrl)!, loudness)
}

async function ensureTracks(userIds: Map<string, number>): Promise<SeededTrack[]> {
  const seeded: SeededTrack[] = []
  for (const [index, track] of TRACKS.entries()) {
    const userId = userIds.get(track.owner)!
    const [existing] = await db
      .select({
        id: tracks.id,
        uploadedAt: tracks.uploadedAt,
        waveform: tracks.waveform,
        audioUrl: tracks.audioUrl,
        loudnessLufs: tracks.loudnessLufs,
      })
      .from(tracks)
      .where(and(eq(tracks.userId, userId), eq(tracks.title, track.title)))
    if (existing) {
      // Seeded before the seed drew waveforms: the tune renders the same samples again.
      if (!existing.waveform)
        await db
          .update(tracks)
          .set({ waveform: waveformOf(renderTune(track.tune).pcm) })
          .where(eq(tracks.id, existing.id))
      // Seeded before tracks carried their loudness.
      if (existing.loudnessLufs === null) await measureSeededAudio(existing.audioUrl, renderTune(track.tune).wav)
      seeded.push({ id: existing.id, uploadedAt: existing.uploadedAt, seed: track })
      continue
    }
    const { wav, pcm, durationSeconds } = renderTune(track.tune)
    const audio = await storeMedia(env.MEDIA, db, {
      bytes: wav,
      kind: 'audio',
      contentType: 'audio/wav',
      extension: 'wav',
      userId,
      duration: durationSeconds,
    })
    const creator = CREATORS.find((c) => c.username === track.owner)!
    const [inserted] = await db
      .insert(tracks)
      .values({
        userId,
        title: track.title,
        artistName: creator.displayName,
        genre: track.genre,
        coverUrl: track.cover ? await storeImage(track.cover, userId) : null,
        audioUrl: audio.url,
        duration: durationSeconds,
        waveform: waveformOf(pcm),
        // Four days apart, the newest over a week old: "recent" has an order and every track was played before this
        // week.
        uploadedAt: new Date(Date.now() - WEEK_MS - (TRACKS.length - index) * 4 * DAY_MS),
      })
      .returning({ id: tracks.id, uploadedAt: tracks.uploadedAt })
    await measureSeededAudio(audio.url, wav)
    seeded.push({ ...inserted, seed: track })
  }
  return seeded
}

/** Synthetic visitors: a real visitor's id is 22 base64url characters, so 'a:seed-{n}' never names one. */
const seedListener = (n: number): Listener => ({ key: `a:seed-${n}`, userId: null })

/**
 * The same share of every track's plays falls in the last 7 days, so the weekly and trending ranks agree with Popular.
 */
const LAST_WEEK_SHARE = 0.2

/** A track's plays spread evenly from its upload to a week ago, then over this week; one listener per play. */
function playsOf({ id, uploadedAt, seed }: SeededTrack, now: number): PastPlay[] {
  const thisWeek = Math.round(seed.plays * LAST_WEEK_SHARE)
  const spans = [
    { from: uploadedAt.getTime(), to: now - WEEK_MS, count: seed.plays - thisWeek },
    { from: now - WEEK_MS, to: now, count: thisWeek },
  ]
  let listener = 0
  return spans.flatMap(({ from, to, count }) =>
    Array.from({ length: count }, (_, index) => ({
      trackId: id,
      listener: seedListener(listener++),
      playedAt: new Date(from + ((index + 0.5) / count) * (to - from)),
    })),
  )
}

/** Writes the play rows behind each seeded track's count, once: a play by listener 0 marks a track as done. */
async function ensurePlays(seeded: SeededTrack[]): Promise<number> {
  const trackIds = seeded.map((track) => track.id)
  const done = await db
    .select({ trackId: playEvents.trackId })
    .from(playEvents)
    .where(and(inArray(playEvents.trackId, trackIds), eq(playEvents.listenerKey, seedListener(0).key)))
  const doneIds = new Set(done.map((row) => row.trackId))
  const now = Date.now()
  const plays = seeded.filter((track) => !doneIds.has(track.id)).flatMap((track) => playsOf(track, now))
  await importPlays(db, plays)
  return plays.length
}

/** The seeded posts' ids by title. */
async function ensurePosts(userIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [index, post] of POSTS.entries()) {
    const userId = userIds.get(post.owner)!
    const [existing] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, userId), eq(posts.title, post.title)))
    if (existing) {
      ids.set(post.title, existing.id)
      continue
    }
    const imageUrl = post.image ? await storeImage(post.image, userId) : null
    const createdAt = new Date(Date.now() - (POSTS.length - index) * 31 * 60 * 60 * 1000)
    const [inserted] = await db
      .insert(posts)
      .values({
        userId,
        title: post.title,
        content: post.content,
        tags: post.tags,
        imageUrl,
        postType: imageUrl ? 'image' : 'text',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: posts.id })
    ids.set(post.title, inserted.id)
  }
  return ids
}

/** Through the API's own functions: liking or following twice is once, and each recounts its counter from the rows. */
async function ensureLikesAndFollows(
  userIds: Map<string, number>,
  trackIds: Map<string, number>,
  postIds: Map<string, number>,
) {
  for (const { by, tracks: trackTitles, posts: postTitles } of LIKES) {
    const userId = userIds.get(by)!
    for (const title of trackTitles)
      await setLiked(db, userId, { contentType: 'track', contentId: trackIds.get(title)! }, true)
    for (const title of postTitles)
      await setLiked(db, userId, { contentType: 'post', contentId: postIds.get(title)! }, true)
  }
  for (const [follower, followed] of FOLLOWS) await follow(db, userIds.get(follower)!, userIds.get(followed)!)
}

/** The pinned comments, each once (by track, author and text), five hours apart and the newest an hour old. */
async function ensureComments(userIds: Map<string, number>, trackIds: Map<string, number>) {
  const commented = [...new Set(COMMENTS.map((comment) => trackIds.get(comment.on)!))]
  const existing = await db
    .select({ contentId: comments.contentId, userId: comments.userId, text: comments.text })
    .from(comments)
    .where(and(eq(comments.contentType, 'track'), inArray(comments.contentId, commented)))
  const key = ({ contentId, userId, text }: { contentId: number; userId: number; text: string }) =>
    `${contentId} ${userId} ${text}`
  const written = new Set(existing.map(key))
  const now = Date.now()
  const rows = COMMENTS.map(({ on, by, at, text }, index) => {
    const createdAt = new Date(now - HOUR_MS - (COMMENTS.length - 1 - index) * 5 * HOUR_MS)
    return {
      contentType: 'track' as const,
      contentId: trackIds.get(on)!,
      userId: userIds.get(by)!,
      text,
      timestampSeconds: at,
      createdAt,
      updatedAt: createdAt,
    }
  })
  // One row at a time: D1 binds at most 100 values a statement. The triggers of migrations/0005 count each.
  for (const row of rows.filter((candidate) => !written.has(key(candidate)))) await db.insert(comments).values(row)
}

async function ensureEndedStream(userIds: Map<string, number>) {
  const userId = userIds.get(ENDED_STREAM.owner)!
  const [existing] = await db
    .select({ id: streams.id })
    .from(streams)
    .where(and(eq(streams.userId, userId), eq(streams.title, ENDED_STREAM.title)))
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
  await db
    .insert(genres)
    .values(GENRES.map((name) => ({ name })))
    .onConflictDoNothing()
  const userIds = await ensureUsers(db)
  const seededTracks = await ensureTracks(userIds)
  const newPlays = await ensurePlays(seededTracks)
  const postIds = await ensurePosts(userIds)
  const trackIds = new Map(seededTracks.map((track) => [track.seed.title, track.id]))
  await ensureLikesAndFollows(userIds, trackIds, postIds)
  await ensureComments(userIds, trackIds)
  // What the demo's likers also chose, as the hourly upkeep counts it, so related tracks show it at once.
  await countTrackAffinities(db)
  await ensureEndedStream(userIds)
  const [{ count }] = await db.select({ count: sql<number>`count(*)` }).from(tracks)
  console.log(`Seeded demo data (${count} tracks, ${newPlays} new plays). Sign in as demo / ${DEMO_PASSWORD}.`)
} finally {
  await dispose()
}
