import { and, count, desc, eq, gt, gte, notExists, sql } from 'drizzle-orm'
import type { DailyPlays, HistoryEntry, PlayResult } from '../../contracts/tracks'
import type { Db } from './client'
import { playEvents, tracks, users } from './schema'
import { listedTrack } from './listed'
import { listedTrackColumns, toListedTrack } from './tracks'

/** A play counts once per listener per track per 30 minutes (docs/product/rules.md#plays). */
const PLAY_WINDOW_MS = 30 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

export interface Listener {
  /** 'u:{userId}' for users, 'ip:{hash of the address}' for visitors ('a:…' in the demo data). */
  key: string
  userId: number | null
}

/** tracks.play_count recomputed from its rows; run it in the batch that adds plays, so it cannot drift. */
const refreshPlayCount = (db: Db, trackId: number) =>
  db
    .update(tracks)
    .set({ playCount: sql`(select count(*) from ${playEvents} where ${playEvents.trackId} = ${trackId})` })
    .where(eq(tracks.id, trackId))
    .returning({ playCount: tracks.playCount })

/** Counts the play unless this listener played the track in the window; undefined when there is no such track. */
export async function recordPlay(db: Db, trackId: number, listener: Listener): Promise<PlayResult | undefined> {
  const playedInWindow = db
    .select({ id: playEvents.id })
    .from(playEvents)
    .where(
      and(
        eq(playEvents.trackId, trackId),
        eq(playEvents.listenerKey, listener.key),
        gt(playEvents.playedAt, new Date(Date.now() - PLAY_WINDOW_MS)),
      ),
    )
  // insert ... select, because only a select can skip the row: it yields none for an unknown track or a play inside
  // the window. Its fields follow the table's column order, as drizzle requires.
  const newPlay = db
    .select({
      id: sql<number>`null`.as('id'),
      trackId: tracks.id,
      userId: sql<number | null>`${listener.userId}`.as('user_id'),
      listenerKey: sql<string>`${listener.key}`.as('listener_key'),
      playedAt: sql<Date>`${Date.now()}`.as('played_at'),
    })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), notExists(playedInWindow)))
  // One batch runs as one transaction: the window check, the insert and the recount cannot interleave with another
  // play.
  const [inserted, updated] = await db.batch([
    db.insert(playEvents).select(newPlay).returning({ id: playEvents.id }),
    refreshPlayCount(db, trackId),
  ])
  const [track] = updated
  return track && { counted: inserted.length > 0, playCount: track.playCount }
}

export interface PastPlay {
  trackId: number
  listener: Listener
  playedAt: Date
}

/** D1 binds at most 100 parameters per statement; a play row binds four. */
const PLAYS_PER_INSERT = 25

/**
 * Adds plays that already happened (the demo data), many rows per statement, and recounts their tracks in the same
 * transaction. The 30-minute rule is the caller's to keep: these plays are history, not requests.
 */
export async function importPlays(db: Db, plays: PastPlay[]): Promise<void> {
  const rows = plays.map(({ trackId, listener, playedAt }) => ({
    trackId,
    userId: listener.userId,
    listenerKey: listener.key,
    playedAt,
  }))
  const inserts = Array.from({ length: Math.ceil(rows.length / PLAYS_PER_INSERT) }, (_, index) =>
    db.insert(playEvents).values(rows.slice(index * PLAYS_PER_INSERT, (index + 1) * PLAYS_PER_INSERT)),
  )
  const recounts = [...new Set(plays.map((play) => play.trackId))].map((trackId) => refreshPlayCount(db, trackId))
  const [first, ...rest] = [...inserts, ...recounts]
  if (first) await db.batch([first, ...rest])
}

/** The user's counted plays, newest first, each with its track. */
export async function listeningHistory(db: Db, userId: number, limit: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ playedAt: playEvents.playedAt, ...listedTrackColumns })
    .from(playEvents)
    .innerJoin(tracks, eq(tracks.id, playEvents.trackId))
    .innerJoin(users, eq(users.id, tracks.userId))
    .where(and(eq(playEvents.userId, userId), listedTrack))
    .orderBy(desc(playEvents.playedAt), desc(playEvents.id))
    .limit(limit)
  return rows.map(({ playedAt, ...row }) => ({ playedAt: playedAt.toISOString(), track: toListedTrack(row) }))
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Plays of the owner's tracks per UTC day over the last `days` days (today included), oldest first, empty days as 0.
 */
export async function playsPerDay(db: Db, ownerId: number, days: number): Promise<DailyPlays[]> {
  const todayStart = Date.parse(utcDay(Date.now()))
  const firstDayStart = todayStart - (days - 1) * DAY_MS
  const day = sql<string>`date(${playEvents.playedAt} / 1000, 'unixepoch')`
  const rows = await db
    .select({ day, plays: count() })
    .from(playEvents)
    .innerJoin(tracks, eq(tracks.id, playEvents.trackId))
    .where(and(eq(tracks.userId, ownerId), gte(playEvents.playedAt, new Date(firstDayStart))))
    .groupBy(day)
  const playsByDay = new Map(rows.map((row) => [row.day, row.plays]))
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(firstDayStart + index * DAY_MS)
    return { date, plays: playsByDay.get(date) ?? 0 }
  })
}
