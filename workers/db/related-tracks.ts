import { and, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import type { ListedTrack } from '../../contracts/tracks'
import type { Db } from './client'
import { likes, playEvents, tracks, users } from './schema'
import { listedOrOwnedBy, listedTrack } from './listed'
import { toListedTrack, trackWithAuthor } from './tracks'

/** How many of a listener's latest plays related tracks leave out. */
export const RECENTLY_PLAYED_LIMIT = 50
/** How many listeners of the track are asked what else they played and liked. */
const CO_LISTENERS_LIMIT = 200

/**
 * Tracks related to `trackId`, most related first: the same creator's (newest first), then the same genre's (most
 * played first), then what the track's signed-in listeners and likers also played or liked (most often first);
 * never the track itself nor one of the listener's last 50 plays. One batch of indexed reads; null for an unknown
 * track.
 */
export async function relatedTracks(
  db: Db,
  trackId: number,
  listenerId: number | null,
  limit: number,
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

  const coListeners = sql`select user_id from (select user_id, played_at from ${playEvents}
    where track_id = ${trackId} and user_id is not null order by played_at desc limit ${CO_LISTENERS_LIMIT})
    union select user_id from ${likes} where content_type = 'track' and content_id = ${trackId}`
  const alsoChosen = sql`select chosen_id, count(*) as times from (
    select track_id as chosen_id from ${playEvents} where user_id in (${coListeners})
    union all select content_id from ${likes} where content_type = 'track' and user_id in (${coListeners})
  ) where chosen_id != ${trackId} group by chosen_id order by times desc, chosen_id desc`

  const alsoChosenIds = db
    .select({ id: sql<number>`also.chosen_id`.as('also_id') })
    .from(sql`(${alsoChosen}) as also`)
    .limit(limit * 3)

  const [found, byCreator, inGenre, alsoIds, alsoRows] = await db.batch([
    // A private track is, to anyone but its owner, a track that does not exist.
    db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.id, trackId), listedOrOwnedBy(listenerId))),
    listed(eq(tracks.userId, seedCreator)).orderBy(desc(tracks.uploadedAt), desc(tracks.id)).limit(limit),
    listed(eq(sql`lower(${tracks.genre})`, seedGenre))
      .orderBy(desc(tracks.playCount), desc(tracks.uploadedAt))
      .limit(limit),
    alsoChosenIds,
    listed(inArray(tracks.id, alsoChosenIds)),
  ])
  if (!found.length) return null
  const alsoById = new Map(alsoRows.map((row) => [row.track.id, row]))
  const also = alsoIds.flatMap(({ id }) => alsoById.get(id) ?? [])
  const related = new Map<number, ListedTrack>()
  for (const row of [...byCreator, ...inGenre, ...also])
    if (!related.has(row.track.id)) related.set(row.track.id, toListedTrack(row))
  return [...related.values()].slice(0, limit)
}
