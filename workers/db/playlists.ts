import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { Playlist as PlaylistJson, PlaylistSummary, PlaylistTrack } from '../../contracts/playlists'
import type { Db } from './client'
import { deleteRepostsOf } from './reposts'
import { playlists, playlistTracks, tracks, users } from './schema'
import { listedTrack } from './listed'
import { listedTrackColumns, toListedTrack } from './tracks'

export type PlaylistRow = typeof playlists.$inferSelect

const summaryColumns = {
  id: playlists.id,
  name: playlists.name,
  trackCount: count(playlistTracks.trackId),
  createdAt: playlists.createdAt,
  updatedAt: playlists.updatedAt,
}

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(playlists)
    .leftJoin(playlistTracks, eq(playlistTracks.playlistId, playlists.id))
    .groupBy(playlists.id)

const toSummaryJson = (row: Awaited<ReturnType<typeof selectSummaries>>[number]): PlaylistSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const playlistEntryColumns = { ...listedTrackColumns, position: playlistTracks.position }

/** A page of a user's playlists in creation order, so the starter playlists come first. */
export async function listPlaylists(db: Db, userId: number, { limit, offset }: PageQuery): Promise<PlaylistSummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(playlists.userId, userId))
    .orderBy(asc(playlists.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toSummaryJson)
}

async function findPlaylistSummary(db: Db, id: number): Promise<PlaylistSummary> {
  const [row] = await selectSummaries(db).where(eq(playlists.id, id))
  return toSummaryJson(row)
}

export async function findPlaylistRow(db: Db, id: number): Promise<PlaylistRow | undefined> {
  const [row] = await db.select().from(playlists).where(eq(playlists.id, id)).limit(1)
  return row
}

/**
 * The playlist with its tracks in order. Two parallel queries rather than a db.batch: D1 answers a batch with
 * objects keyed by column name, so the joined tracks.id and users.id would overwrite each other.
 */
export async function findPlaylist(db: Db, id: number): Promise<PlaylistJson | undefined> {
  const [[playlist], entries] = await Promise.all([
    db.select().from(playlists).where(eq(playlists.id, id)).limit(1),
    db
      .select(playlistEntryColumns)
      .from(playlistTracks)
      .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
      .innerJoin(users, eq(users.id, tracks.userId))
      .where(and(eq(playlistTracks.playlistId, id), listedTrack))
      .orderBy(asc(playlistTracks.position)),
  ])
  if (!playlist) return undefined
  return {
    ...playlist,
    createdAt: playlist.createdAt.toISOString(),
    updatedAt: playlist.updatedAt.toISOString(),
    tracks: entries.map((entry): PlaylistTrack => ({ ...toListedTrack(entry), position: entry.position })),
  }
}

export type NewPlaylist = Pick<PlaylistRow, 'userId' | 'name' | 'visibility' | 'privateToken'>

export async function createPlaylist(db: Db, values: NewPlaylist): Promise<PlaylistSummary> {
  const [{ id }] = await db.insert(playlists).values(values).returning({ id: playlists.id })
  return findPlaylistSummary(db, id)
}

export type PlaylistChanges = Partial<Pick<PlaylistRow, 'name' | 'visibility' | 'privateToken'>>

const touch = (db: Db, id: number, changes: PlaylistChanges = {}) =>
  db
    .update(playlists)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(playlists.id, id))

export async function updatePlaylist(db: Db, id: number, changes: PlaylistChanges): Promise<PlaylistSummary> {
  await touch(db, id, changes)
  return findPlaylistSummary(db, id)
}

export async function deletePlaylist(db: Db, id: number): Promise<void> {
  await db.batch([
    deleteRepostsOf(db, { contentType: 'playlist', contentId: id }),
    db.delete(playlistTracks).where(eq(playlistTracks.playlistId, id)),
    db.delete(playlists).where(eq(playlists.id, id)),
  ])
}

/** Appends the track and answers true; a track the playlist already holds stays where it is and the answer is false. */
export async function addPlaylistTrack(db: Db, playlistId: number, trackId: number): Promise<boolean> {
  const nextPosition = sql<number>`(select coalesce(max(${playlistTracks.position}), -1) + 1 from ${playlistTracks} where ${playlistTracks.playlistId} = ${playlistId})`
  const added = await db
    .insert(playlistTracks)
    .values({ playlistId, trackId, position: nextPosition })
    .onConflictDoNothing()
    .returning({ trackId: playlistTracks.trackId })
  if (added.length) await touch(db, playlistId)
  return added.length > 0
}

export async function removePlaylistTrack(db: Db, playlistId: number, trackId: number): Promise<void> {
  await db.batch([
    db
      .delete(playlistTracks)
      .where(and(eq(playlistTracks.playlistId, playlistId), eq(playlistTracks.trackId, trackId))),
    touch(db, playlistId),
  ])
}
