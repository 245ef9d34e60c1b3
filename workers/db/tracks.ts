import { and, desc, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { ListedTrack, TrackDetail, TrackSort, UserSummary, VideoSegment } from '../../contracts/tracks'
import type { Db } from './client'
import { deleteRepostsOf } from './reposts'
import { listedTrack, shownRelease } from './listed'
import { selectUserId } from './users'
import { readingLastWeek } from './weekly-counts'
import { comments, likes, recordingVideoSegments, tracks, users, type Track } from './schema'

/** The author columns every piece of content is shown with, selected through a join. */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profileImageUrl: users.profileImageUrl,
}

/** Picks the summary fields, so passing a full user row can never leak its password hash. */
export const toUserSummary = ({ id, username, displayName, profileImageUrl }: UserSummary): UserSummary => ({
  id,
  username,
  displayName,
  profileImageUrl,
})

/** The columns of a track every list card shows: all but its waveform, which only the track page and player draw. */
const listedColumns = {
  id: tracks.id,
  userId: tracks.userId,
  title: tracks.title,
  artistName: tracks.artistName,
  genre: tracks.genre,
  coverUrl: tracks.coverUrl,
  audioUrl: tracks.audioUrl,
  streamUrl: tracks.streamUrl,
  duration: tracks.duration,
  playCount: tracks.playCount,
  likeCount: tracks.likeCount,
  repostCount: tracks.repostCount,
  commentCount: tracks.commentCount,
  streamId: tracks.streamId,
  loudnessLufs: tracks.loudnessLufs,
  truePeakDb: tracks.truePeakDb,
  uploadedAt: tracks.uploadedAt,
}

/** What every track list selects: the listed columns with the author, read through a join of users. */
export const listedTrackColumns = { track: listedColumns, user: userSummaryColumns }

/** A row read with listedTrackColumns (or any selection holding its columns, such as the whole track). */
export interface ListedTrackRow {
  track: Pick<Track, keyof typeof listedColumns>
  user: UserSummary
}

export const toListedTrack = ({ track, user }: ListedTrackRow): ListedTrack => ({
  id: track.id,
  userId: track.userId,
  title: track.title,
  artistName: track.artistName,
  genre: track.genre,
  coverUrl: track.coverUrl,
  audioUrl: track.audioUrl,
  streamUrl: track.streamUrl ?? track.audioUrl,
  duration: track.duration,
  playCount: track.playCount,
  likeCount: track.likeCount,
  repostCount: track.repostCount,
  commentCount: track.commentCount,
  streamId: track.streamId,
  loudnessLufs: track.loudnessLufs,
  truePeakDb: track.truePeakDb,
  uploadedAt: track.uploadedAt.toISOString(),
  user: toUserSummary(user),
})

/** The track as its own page shows it: the listed fields, the waveform and its recording's picture (none on upload). */
export const toTrackDetail = (track: Track, user: UserSummary, videoSegments: VideoSegment[] = []): TrackDetail => ({
  ...toListedTrack({ track, user }),
  waveform: track.waveform,
  allowDownload: track.allowDownload,
  videoSegments,
  visibility: track.visibility,
  privateToken: track.privateToken,
  linkSecret: null,
  releaseAt: track.releaseAt?.toISOString() ?? null,
})

const newestFirst = [desc(tracks.uploadedAt), desc(tracks.id)]

/**
 * The public sorts, plus 'weeklyPlays' for Weekly Top Picks: the most played of the last 7 days,
 * then the newest, so a week without plays shows the most recent tracks. Each has its index (workers/db/schema.ts).
 */
export type TrackOrder = TrackSort | 'weeklyPlays'

const orderings: Record<TrackOrder, SQL[]> = {
  recent: newestFirst,
  popular: [desc(tracks.playCount), ...newestFirst],
  // Trending = plays and likes of the last 7 days.
  trending: [desc(sql`${tracks.weekPlays} + ${tracks.weekLikes}`), ...newestFirst],
  weeklyPlays: [desc(tracks.weekPlays), ...newestFirst],
}

/** The sorts that read the weekly counters, which must first be brought up to date. */
const readsWeeklyCounts = (sort: TrackOrder) => sort === 'trending' || sort === 'weeklyPlays'

export interface TrackListOptions {
  sort: TrackOrder
  genre?: string
  /**
   * Only recordings (tracks made from a live stream: 'any', or this one stream's), or 'none': only uploads, the
   * lists that say 'uploaded' (a recording is listed under Recordings instead, and on its host's profile).
   */
  recordingsOf?: 'any' | 'none' | number
  limit: number
  offset: number
}

function recordingFilter(recordingsOf: TrackListOptions['recordingsOf']): SQL | undefined {
  switch (recordingsOf) {
    case undefined:
      return undefined
    case 'any':
      return isNotNull(tracks.streamId)
    case 'none':
      // The unary + keeps SQLite off tracks_stream_idx, where it would find every upload and sort them: the sort's
      // own index is read in order instead, skipping the recordings (a small share of the tracks).
      return sql`+${tracks.streamId} is null`
    default:
      return eq(tracks.streamId, recordingsOf)
  }
}

function listFilter({ genre, recordingsOf }: Pick<TrackListOptions, 'genre' | 'recordingsOf'>): SQL | undefined {
  const ofGenre = genre ? eq(sql`lower(${tracks.genre})`, genre.toLowerCase()) : undefined
  return and(ofGenre, recordingFilter(recordingsOf))
}

/**
 * listedTrackColumns with the author's id under a name of its own: in a D1 batch rows come back by column name, and
 * the author's `id` would overwrite the track's.
 */
export const trackWithAuthor = {
  ...listedTrackColumns,
  user: { ...userSummaryColumns, id: sql<number>`${users.id}`.as('author_id') },
}

/** A page of tracks with their authors, read in the order of its filter's and sort's index (workers/db/schema.ts). */
export const trackListQuery = (db: Db, { sort, limit, offset, ...filter }: TrackListOptions) =>
  db
    .select(trackWithAuthor)
    .from(tracks)
    .innerJoin(users, eq(users.id, tracks.userId))
    .where(and(listedTrack, listFilter(filter)))
    .orderBy(...orderings[sort])
    .limit(limit)
    .offset(offset)

export async function listTracks(db: Db, options: TrackListOptions): Promise<ListedTrack[]> {
  const query = trackListQuery(db, options)
  const rows = readsWeeklyCounts(options.sort) ? await readingLastWeek(db, query) : await query
  return rows.map(toListedTrack)
}

/**
 * A page of a user's tracks, newest first, their private ones too when `withPrivate` (the owner's own profile);
 * undefined when there is no such user.
 */
export async function listTracksOfUser(
  db: Db,
  userId: number,
  { limit, offset }: PageQuery,
  withPrivate = false,
): Promise<ListedTrack[] | undefined> {
  // Whether the user exists is read alongside, in the same round trip (docs/decisions/045-*).
  const [rows, owner] = await Promise.all([
    db
      .select(listedTrackColumns)
      .from(tracks)
      .innerJoin(users, eq(users.id, tracks.userId))
      .where(and(eq(tracks.userId, userId), withPrivate ? undefined : listedTrack))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    selectUserId(db, userId),
  ])
  if (owner.length === 0) return undefined
  return rows.map(toListedTrack)
}

/** The recording's video segments as one JSON array, read in the track's own query. */
const videoSegmentsJson = sql<string>`(
  select json_group_array(json_object('url', url, 'startMs', start_ms, 'durationMs', duration_ms)) from (
    select url, start_ms, duration_ms from ${recordingVideoSegments} where track_id = ${tracks.id} order by position
  )
)`

/** The track as its page, its embed and its owner's edits read it: released once its time has come. */
export async function findTrack(db: Db, id: number): Promise<TrackDetail | undefined> {
  const [row] = await db
    .select({
      track: { ...getTableColumns(tracks), ...shownRelease },
      user: userSummaryColumns,
      videoSegments: videoSegmentsJson,
    })
    .from(tracks)
    .innerJoin(users, eq(users.id, tracks.userId))
    .where(eq(tracks.id, id))
    .limit(1)
  return row && toTrackDetail(row.track, row.user, JSON.parse(row.videoSegments) as VideoSegment[])
}

export type NewTrack = Pick<
  Track,
  | 'userId'
  | 'title'
  | 'artistName'
  | 'genre'
  | 'audioUrl'
  | 'coverUrl'
  | 'duration'
  | 'waveform'
  | 'allowDownload'
  | 'loudnessLufs'
  | 'truePeakDb'
  | 'visibility'
  | 'privateToken'
  | 'releaseAt'
> &
  Partial<Pick<Track, 'streamUrl'>>

export async function insertTrack(db: Db, values: NewTrack): Promise<Track> {
  const [track] = await db.insert(tracks).values(values).returning()
  return track
}

/**
 * Removes the track with the likes, reposts and comments that point at it; play events and playlist entries cascade.
 */
export async function deleteTrack(db: Db, id: number): Promise<void> {
  await db.batch([
    db.delete(likes).where(and(eq(likes.contentType, 'track'), eq(likes.contentId, id))),
    deleteRepostsOf(db, { contentType: 'track', contentId: id }),
    db.delete(comments).where(and(eq(comments.contentType, 'track'), eq(comments.contentId, id))),
    db.delete(tracks).where(eq(tracks.id, id)),
  ])
}

export type TrackChanges = Partial<
  Pick<Track, 'title' | 'genre' | 'coverUrl' | 'allowDownload' | 'visibility' | 'privateToken' | 'releaseAt'>
>

export async function updateTrack(db: Db, id: number, changes: TrackChanges): Promise<TrackDetail> {
  await db.update(tracks).set(changes).where(eq(tracks.id, id))
  return (await findTrack(db, id))!
}
