import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from './client'
import { likes, playEvents, trackAffinities, trackAffinitiesDue, trackAffinitiesWindow, tracks } from './schema'

/** How many also-chosen tracks are kept per track: enough for any page of related tracks. */
export const AFFINITIES_PER_TRACK = 30
/** How many of a track's latest plays name the listeners who are asked what else they chose. */
const CO_LISTENER_PLAYS = 200
/** Tracks counted per batch, and batches per upkeep: the rest wait for the next hour. */
const TRACKS_PER_BATCH = 50
const BATCHES_PER_RUN = 8
/** The window starts a minute early, so a play written while the upkeep ran is looked at again, not lost. */
const WINDOW_OVERLAP_MS = 60_000

const windowStart = sql`(select ${trackAffinitiesWindow.since} from ${trackAffinitiesWindow})`

/** Every track chosen (played or liked) by a signed-in listener who played or liked anything since the window. */
export function markChosenTracksOfActiveListenersDue(db: Db) {
  const activeListeners = sql`select ${playEvents.userId} from ${playEvents}
    where ${playEvents.playedAt} > ${windowStart} and ${playEvents.userId} is not null
    union select ${likes.userId} from ${likes} where ${likes.contentType} = 'track' and ${likes.createdAt} > ${windowStart}`
  return db
    .insert(trackAffinitiesDue)
    .select(
      sql`select ${playEvents.trackId} from ${playEvents} where ${playEvents.userId} in (${activeListeners})
    union select ${likes.contentId} from ${likes} where ${likes.contentType} = 'track' and ${likes.userId} in (${activeListeners})`,
    )
    .onConflictDoNothing()
}

const dueBatch = sql`(select ${trackAffinitiesDue.trackId} from ${trackAffinitiesDue}
  order by ${trackAffinitiesDue.trackId} limit ${TRACKS_PER_BATCH})`

/**
 * Counts again, for the due tracks of one batch, what their listeners also chose: the listeners of a track's latest
 * plays and its likers, each of their plays and likes of another track counting once.
 */
export function countDueBatch(db: Db) {
  return [
    db.delete(trackAffinities).where(sql`${trackAffinities.trackId} in ${dueBatch}`),
    db.insert(trackAffinities).select(sql`with listens as (
        select track_id, user_id from (
          select ${playEvents.trackId} as track_id, ${playEvents.userId} as user_id,
            row_number() over (partition by ${playEvents.trackId} order by ${playEvents.playedAt} desc) as recency
          from ${playEvents} where ${playEvents.trackId} in ${dueBatch} and ${playEvents.userId} is not null
        ) where recency <= ${CO_LISTENER_PLAYS}
        union select ${likes.contentId}, ${likes.userId} from ${likes}
          where ${likes.contentType} = 'track' and ${likes.contentId} in ${dueBatch}
      ),
      -- Cross joins keep the listeners outside, so their plays and likes are found by listener.
      chosen as (
        select listens.track_id, plays.track_id as chosen_id
          from listens cross join ${playEvents} as plays on plays.user_id = listens.user_id
        union all select listens.track_id, liked.content_id
          from listens cross join ${likes} as liked on liked.user_id = listens.user_id and liked.content_type = 'track'
      )
      select track_id, chosen_id, times from (
        select track_id, chosen_id, count(*) as times,
          row_number() over (partition by track_id order by count(*) desc, chosen_id desc) as rank
        from chosen
        where chosen_id != track_id
        group by track_id, chosen_id
      ) where rank <= ${AFFINITIES_PER_TRACK}
        and track_id in (select ${tracks.id} from ${tracks}) and chosen_id in (select ${tracks.id} from ${tracks})`),
    db.delete(trackAffinitiesDue).where(sql`${trackAffinitiesDue.trackId} in ${dueBatch}`),
    db.select({ left: sql<number>`count(*)` }).from(trackAffinitiesDue),
  ] as const
}

/**
 * The hourly upkeep's part for related tracks: marks due the tracks whose listeners were active since the last run,
 * then counts the due tracks' affinities in batches, so no request ever counts them.
 */
export async function countTrackAffinities(db: Db, now = Date.now()): Promise<void> {
  await db.batch([
    markChosenTracksOfActiveListenersDue(db),
    db.update(trackAffinitiesWindow).set({ since: new Date(now - WINDOW_OVERLAP_MS) }),
  ])
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const [, , , [{ left }]] = await db.batch(countDueBatch(db))
    if (!left) return
  }
}

/** The tracks listeners of `trackId` also chose, most often first, as last counted. */
export const alsoChosenIds = (db: Db, trackId: number, limit: number) =>
  db
    .select({ id: trackAffinities.relatedId })
    .from(trackAffinities)
    .where(eq(trackAffinities.trackId, trackId))
    .orderBy(desc(trackAffinities.times), desc(trackAffinities.relatedId))
    .limit(limit)
