import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { Stream as StreamJson } from '../../contracts/streams'
import type { Db } from './client'
import { mediaUrl } from '../media/store'
import { comments, likes, recordingVideoSegments, streams, tracks, uploads, users, type Stream } from './schema'
import { randomToken } from '../auth/random-token'

/** Every column but the stream key, with the broadcaster joined in. */
const publicColumns = {
  id: streams.id,
  userId: streams.userId,
  title: streams.title,
  description: streams.description,
  thumbnailUrl: streams.thumbnailUrl,
  isLive: streams.isLive,
  viewerCount: streams.viewerCount,
  peakViewerCount: streams.peakViewerCount,
  startedAt: streams.startedAt,
  endedAt: streams.endedAt,
  category: streams.category,
  tags: streams.tags,
  createdAt: streams.createdAt,
  user: {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    profileImageUrl: users.profileImageUrl,
    followerCount: users.followerCount,
  },
}

const selectPublicStreams = (db: Db) =>
  db.select(publicColumns).from(streams).innerJoin(users, eq(users.id, streams.userId))

type PublicStreamRow = Awaited<ReturnType<typeof selectPublicStreams>>[number]

const toStreamJson = (row: PublicStreamRow): StreamJson => ({
  ...row,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

export async function listStreams(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<StreamJson[]> {
  const rows = await selectPublicStreams(db)
    .orderBy(desc(streams.createdAt), desc(streams.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toStreamJson)
}

/** Live streams only, the biggest audience first, then the newest. */
export async function listFeaturedStreams(db: Db, limit: number): Promise<StreamJson[]> {
  const rows = await selectPublicStreams(db)
    .where(eq(streams.isLive, true))
    .orderBy(desc(streams.viewerCount), desc(streams.startedAt), desc(streams.id))
    .limit(limit)
  return rows.map(toStreamJson)
}

export async function listUserStreams(db: Db, userId: number, { limit, offset }: PageQuery): Promise<StreamJson[]> {
  const rows = await selectPublicStreams(db)
    .where(eq(streams.userId, userId))
    .orderBy(desc(streams.createdAt), desc(streams.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toStreamJson)
}

export async function findPublicStream(db: Db, id: number): Promise<StreamJson | undefined> {
  const [row] = await selectPublicStreams(db).where(eq(streams.id, id)).limit(1)
  return row && toStreamJson(row)
}

/** The whole row, key included: for owner checks and the server's own use, never for a response. */
export async function findStreamRow(db: Db, id: number): Promise<Stream | undefined> {
  const [row] = await db.select().from(streams).where(eq(streams.id, id)).limit(1)
  return row
}

export async function liveStreamIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: streams.id })
    .from(streams)
    .where(and(eq(streams.userId, userId), eq(streams.isLive, true)))
  return rows.map((row) => row.id)
}

/** The user's live stream, the newest if a race left two: what the studio resumes after a reload. */
export async function findLiveStreamOf(db: Db, userId: number): Promise<StreamJson | null> {
  const [row] = await selectPublicStreams(db)
    .where(and(eq(streams.userId, userId), eq(streams.isLive, true)))
    .orderBy(desc(streams.id))
    .limit(1)
  return row ? toStreamJson(row) : null
}

/** A stream made ahead that has neither started nor ended: it goes live with its first pushed bytes. */
const isWaiting = and(eq(streams.isLive, false), isNull(streams.startedAt), isNull(streams.endedAt))

/** The user's newest waiting stream: what a reopened studio shows, waiting for the broadcasting software. */
export async function findWaitingStreamOf(db: Db, userId: number): Promise<StreamJson | null> {
  const [row] = await selectPublicStreams(db)
    .where(and(eq(streams.userId, userId), isWaiting))
    .orderBy(desc(streams.id))
    .limit(1)
  return row ? toStreamJson(row) : null
}

/** The stream a broadcasting program authenticates for with its key. */
export async function findStreamByKey(db: Db, key: string): Promise<Stream | undefined> {
  const [row] = await db.select().from(streams).where(eq(streams.streamKey, key)).limit(1)
  return row
}

/** users.is_streaming recomputed from the rows; run it in the same batch as the change to a stream. */
const refreshIsStreaming = (db: Db, userId: number) =>
  db
    .update(users)
    .set({
      isStreaming: sql`exists (select 1 from ${streams} where ${streams.userId} = ${userId} and ${streams.isLive} = 1)`,
    })
    .where(eq(users.id, userId))

const endStreamsWhere = (db: Db, where: SQL) =>
  db.update(streams).set({ isLive: false, endedAt: new Date(), viewerCount: 0 }).where(where)

const endLiveStreams = (db: Db, where: SQL) => endStreamsWhere(db, and(where, eq(streams.isLive, true))!)

export interface NewStream {
  title: string
  description: string | null
  category: string | null
  tags: string[]
  thumbnailUrl: string | null
}

/** A scheduled stream: it goes live from the studio, not here. */
export async function createStream(db: Db, userId: number, values: NewStream): Promise<StreamJson> {
  const [{ id }] = await db
    .insert(streams)
    .values({ ...values, userId })
    .returning({ id: streams.id })
  return (await findPublicStream(db, id))!
}

/**
 * One channel broadcasts one stream at a time, as on Twitch. The API resumes a live stream rather than calling this
 * (see `findLiveStreamOf`); ending the channel's live streams here keeps that rule when two calls race.
 */
export async function goLive(
  db: Db,
  userId: number,
  details: Pick<Stream, 'title' | 'description'>,
): Promise<{ streamId: number; endedIds: number[] }> {
  const [ended, [{ id }]] = await db.batch([
    endLiveStreams(db, eq(streams.userId, userId)).returning({ id: streams.id }),
    db
      .insert(streams)
      .values({ userId, ...details, isLive: true, startedAt: new Date() })
      .returning({ id: streams.id }),
    refreshIsStreaming(db, userId),
  ])
  return { streamId: id, endedIds: ended.map((stream) => stream.id) }
}

/**
 * A stream made ahead for broadcasting software goes live with its first bytes (docs/decisions/036-*): only the
 * call that turns the waiting row live gets `started`, so the stream is announced once however many pushes race;
 * the channel's other live streams end, as with `goLive`.
 */
export async function startWaitingStream(
  db: Db,
  stream: Pick<Stream, 'id' | 'userId'>,
): Promise<{ started: boolean; endedIds: number[] }> {
  const waiting = and(eq(streams.id, stream.id), isWaiting)
  const [ended, started] = await db.batch([
    endLiveStreams(db, and(eq(streams.userId, stream.userId), ne(streams.id, stream.id))!).returning({
      id: streams.id,
    }),
    db.update(streams).set({ isLive: true, startedAt: new Date() }).where(waiting).returning({ id: streams.id }),
    refreshIsStreaming(db, stream.userId),
  ])
  return { started: started.length > 0, endedIds: ended.map((row) => row.id) }
}

/**
 * Ends a live stream, or one still waiting for its first bytes (its key then takes no push). Ending an ended stream
 * changes nothing, so the studio, the list and the room may all end it safely.
 */
export async function endStream(db: Db, stream: Pick<Stream, 'id' | 'userId'>): Promise<void> {
  const liveOrWaiting = or(eq(streams.isLive, true), isWaiting)
  await db.batch([
    endStreamsWhere(db, and(eq(streams.id, stream.id), liveOrWaiting)!),
    refreshIsStreaming(db, stream.userId),
  ])
}

export async function deleteStream(db: Db, stream: Pick<Stream, 'id' | 'userId'>): Promise<void> {
  const ofStream = <Table extends typeof likes | typeof comments>(table: Table) =>
    and(eq(table.contentType, 'stream'), eq(table.contentId, stream.id))
  await db.batch([
    db.delete(likes).where(ofStream(likes)),
    db.delete(comments).where(ofStream(comments)),
    db.delete(streams).where(eq(streams.id, stream.id)),
    refreshIsStreaming(db, stream.userId),
  ])
}

/** 24 random bytes from the CSPRNG, base64url: 'sk_' and 32 characters. */
const newStreamKey = () => `sk_${randomToken(24)}`

/** The stream's key, made on first request; the conditional update keeps two racing first requests on one key. */
export async function streamKeyOf(db: Db, streamId: number): Promise<string> {
  const [, [row]] = await db.batch([
    db
      .update(streams)
      .set({ streamKey: newStreamKey() })
      .where(and(eq(streams.id, streamId), isNull(streams.streamKey))),
    db.select({ streamKey: streams.streamKey }).from(streams).where(eq(streams.id, streamId)),
  ])
  return row.streamKey!
}

export async function rotateStreamKey(db: Db, streamId: number): Promise<string> {
  const streamKey = newStreamKey()
  await db.update(streams).set({ streamKey }).where(eq(streams.id, streamId))
  return streamKey
}

/** What a stream's room needs to know about it: owner, title and category for the recording, live state. */
export async function findRoomStream(db: Db, id: number) {
  const [row] = await db
    .select({
      id: streams.id,
      userId: streams.userId,
      title: streams.title,
      category: streams.category,
      isLive: streams.isLive,
      startedAt: streams.startedAt,
      endedAt: streams.endedAt,
      ownerName: users.displayName,
      ownerUsername: users.username,
    })
    .from(streams)
    .innerJoin(users, eq(users.id, streams.userId))
    .where(eq(streams.id, id))
    .limit(1)
  return row
}

export type RoomStream = NonNullable<Awaited<ReturnType<typeof findRoomStream>>>

/** The room's counts written back: the current count while live, the peak never lowered. */
export async function recordViewerCounts(
  db: Db,
  streamId: number,
  viewerCount: number,
  peakViewerCount: number,
): Promise<void> {
  await db.batch([
    db
      .update(streams)
      .set({ viewerCount })
      .where(and(eq(streams.id, streamId), eq(streams.isLive, true))),
    db
      .update(streams)
      .set({ peakViewerCount: sql`max(${streams.peakViewerCount}, ${peakViewerCount})` })
      .where(eq(streams.id, streamId)),
  ])
}

export interface LiveRecording {
  key: string
  size: number
  duration: number
}

/** A video segment of the recording, placed on its timeline. */
export interface LiveVideoSegment {
  key: string
  size: number
  startMs: number
  durationMs: number
}

/** A recording's cover: the stream's thumbnail or, without one, the host's avatar, as they are when it is published. */
const recordingCover = (stream: Pick<RoomStream, 'id' | 'userId'>) => sql<string | null>`coalesce(
  (select ${streams.thumbnailUrl} from ${streams} where ${streams.id} = ${stream.id}),
  (select ${users.profileImageUrl} from ${users} where ${users.id} = ${stream.userId})
)`

/**
 * docs/product/rules.md#recordings: the relayed audio becomes a track of the host, '{title} (live recording)', whose
 * row names the stream (that, not the title, makes it a recording), with a cover and the picture's segments (ADR 015).
 * Returns its id.
 */
export async function publishLiveRecording(
  db: Db,
  stream: RoomStream,
  recording: LiveRecording,
  video: LiveVideoSegment[] = [],
): Promise<number> {
  const audioUrl = mediaUrl(recording.key)
  const [, [track]] = await db.batch([
    db
      .insert(uploads)
      .values([
        {
          key: recording.key,
          userId: stream.userId,
          kind: 'audio',
          contentType: 'audio/webm',
          size: recording.size,
          duration: recording.duration,
        },
        ...video.map((segment) => ({
          key: segment.key,
          userId: stream.userId,
          kind: 'video' as const,
          contentType: 'video/webm',
          size: segment.size,
          duration: segment.durationMs / 1000,
        })),
      ])
      .onConflictDoNothing(),
    db
      .insert(tracks)
      .values({
        userId: stream.userId,
        title: `${stream.title} (live recording)`,
        artistName: stream.ownerName,
        genre: stream.category,
        coverUrl: recordingCover(stream),
        audioUrl,
        duration: recording.duration,
        streamId: stream.id,
      })
      .returning({ id: tracks.id }),
    ...video.map((segment, position) =>
      db.insert(recordingVideoSegments).select(
        db
          .select({
            trackId: tracks.id,
            position: sql<number>`${position}`.as('position'),
            url: sql<string>`${mediaUrl(segment.key)}`.as('url'),
            startMs: sql<number>`${segment.startMs}`.as('start_ms'),
            durationMs: sql<number>`${segment.durationMs}`.as('duration_ms'),
          })
          .from(tracks)
          .where(and(eq(tracks.streamId, stream.id), eq(tracks.audioUrl, audioUrl))),
      ),
    ),
  ])
  return track.id
}

export type StreamChanges = Partial<Pick<Stream, 'title' | 'description' | 'tags'>>

export async function updateStream(db: Db, id: number, changes: StreamChanges): Promise<StreamJson> {
  await db.update(streams).set(changes).where(eq(streams.id, id))
  return (await findPublicStream(db, id))!
}
