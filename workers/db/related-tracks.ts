import { and, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import type { ListedTrack } from '../../contracts/tracks'
import type { Db } from './client'
import { playEvents, tracks, users } from './schema'
import { listedTrack, openableTrack } from './listed'
import { alsoChosenIds } from './track-affinities'
import { toListedTrack, trackWithAuthor } from './tracks'

/** How many of a listener's latest plays related tracks leave out. */
export const RECENTLY_PLAYED_LIMIT = 50

/**
 * Tracks related to `trackId`, most related first: the same creator's (newest first), then the same genre's (most
 * played first), then what the track's signed-in listeners and likers also played or liked (most often first, as
 * the hourly upkeep last counted it: workers/db/track-affinities.ts); never the track itself nor one of the
 * listener's last 50 plays. One batch of indexed reads; null for an unknown track, or a private one opened neither
 * by its owner nor with its link's secret (`token`).
 */
export async function relatedTracks(
  db: Db,
  trackId: number,
  listenerId: number | null,
  limit: number,
  token?: string,
): Promise<ListedTrack[] | null> {
  const seedCreator = sql`(select seed.user_id from ${tracks} as seed where seed.id = ${trackId})`
  const seedGenre = sql`(select lower(seed.genre) from ${tracks} as seed where seed.id = ${trackId})`
  const recentlyPlayed = db
    .select({ id: playEvents.trackId })
    .from(playEvents)
    .where(eq(playEvents.userId, listenerId ?? 0))
    .orderBy(desc(playEvents.playedAt))
    .limit(RECENTLY_PLAYED_LIMIT)
  const eligible = and(
    listedTrack,
    ne(tracks.id, trackId),
    listenerId ? notInArray(tracks.id, recentlyPlayed) : undefined,
  )
  const listed = (where: SQL | undefined) =>
    db.select(trackWithAuthor).from(tracks).innerJoin(users, eq(users.id, tracks.userId)).where(and(eligible, where))

  const alsoChosen = alsoChosenIds(db, trackId, limit * 3)

  const [found, byCreator, inGenre, alsoIds, alsoRows] = await db.batch([
    // A private track is, to anyone but its owner and its link's holders, a track that does not exist.
    db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.id, trackId), openableTrack(listenerId, token))),
    listed(eq(tracks.userId, seedCreator)).orderBy(desc(tracks.uploadedAt), desc(tracks.id)).limit(limit),
    listed(eq(sql`lower(${tracks.genre})`, seedGenre))
      .orderBy(desc(tracks.playCount), desc(tracks.uploadedAt))
      .limit(limit),
    alsoChosen,
    listed(inArray(tracks.id, alsoChosen)),
  ])
  if (!found.length) return null
  const alsoById = new Map(alsoRows.map((row) => [row.track.id, row]))
  const also = alsoIds.flatMap(({ id }) => alsoById.get(id) ?? [])
  const related = new Map<number, ListedTrack>()
  for (const row of [...byCreator, ...inGenre, ...also])
    if (!related.has(row.track.id)) related.set(row.track.id, toListedTrack(row))
  return [...related.values()].slice(0, limit)
}
