import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import { notificationTypes } from '../../contracts/notifications'
import { repostableTypes } from '../../contracts/plain-values'

/** Milliseconds since the epoch, filled by SQLite so raw inserts and triggers get it too. */
const timestamp = (name: string) =>
  integer(name, { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`)

const id = () => integer('id').primaryKey({ autoIncrement: true })

const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    isStreaming: integer('is_streaming', { mode: 'boolean' }).notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Recommended creators' order (workers/db/creators.ts), walked without a sort.
    index('users_recommended_idx').on(sql`${t.isStreaming} desc`, sql`${t.followerCount} desc`),
  ],
)

/** A session row stores only the SHA-256 of the cookie token, so a leaked table opens no session. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: timestamp('created_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const userSettings = sqliteTable('user_settings', {
  id: id(),
  userId: userRef().unique(),
  uiColor: text('ui_color').notNull().default('#8B5CF6'),
  enableAutoplay: integer('enable_autoplay', { mode: 'boolean' }).notNull().default(true),
  normalizeVolume: integer('normalize_volume', { mode: 'boolean' }).notNull().default(true),
  defaultSortType: text('default_sort_type', { enum: ['recent', 'popular', 'trending'] })
    .notNull()
    .default('recent'),
  highContrastMode: integer('high_contrast_mode', { mode: 'boolean' }).notNull().default(false),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
})

export const streams = sqliteTable(
  'streams',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description'),
    thumbnailUrl: text('thumbnail_url'),
    streamKey: text('stream_key'),
    isLive: integer('is_live', { mode: 'boolean' }).notNull().default(false),
    viewerCount: integer('viewer_count').notNull().default(0),
    peakViewerCount: integer('peak_viewer_count').notNull().default(0),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    category: text('category'),
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    index('streams_user_idx').on(t.userId, t.createdAt),
    index('streams_live_idx').on(t.isLive, t.viewerCount, t.startedAt),
    index('streams_user_live_idx').on(t.userId, t.isLive, t.startedAt),
    uniqueIndex('streams_key_unique').on(t.streamKey),
    // Go-lives of followed creators, newest first (workers/db/feed.ts).
    index('streams_user_started_idx')
      .on(t.userId, t.startedAt)
      .where(sql`${t.startedAt} is not null`),
  ],
)

/**
 * Integrated loudness (LUFS) and true peak (dBTP) of audio, measured by the server after upload; null until then, and
 * for recordings (docs/decisions/039-loudness-measured-in-a-queue.md).
 */
const loudnessColumns = () => ({
  loudnessLufs: real('loudness_lufs'),
  truePeakDb: real('true_peak_db'),
})

export const visibilities = ['public', 'private'] as const

/**
 * Who sees a track or playlist: everyone, or only its owner and whoever has its link with `private_token`
 * (docs/decisions/042-private-links-and-scheduled-releases.md). Lists read workers/db/listed.ts.
 */
const visibilityColumns = () => ({
  visibility: text('visibility', { enum: visibilities }).notNull().default('public'),
  privateToken: text('private_token'),
})

/**
 * The streaming rendition (MP3 192 kbit/s) the server made of heavy audio; null until made, and for audio light
 * enough to stream as it is (docs/decisions/041-streaming-renditions.md).
 */
const streamColumns = () => ({ streamUrl: text('stream_url') })

export const tracks = sqliteTable(
  'tracks',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    genre: text('genre'),
    coverUrl: text('cover_url'),
    audioUrl: text('audio_url').notNull(),
    duration: real('duration').notNull(),
    /** Peaks in 0..1 computed by the uploader's browser, drawn by the player. */
    waveform: text('waveform', { mode: 'json' }).$type<number[]>(),
    playCount: integer('play_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Kept equal to the track's reposts rows by the batch that changes them (workers/db/reposts.ts). */
    repostCount: integer('repost_count').notNull().default(0),
    /** Kept equal to the track's comments by triggers (migrations/0005_comments.sql). */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * The live stream this track is the recording of; null for uploads. No foreign key: a recording stays one
     * when its stream entry is deleted (stream ids are never reused), and adding one would rebuild the table.
     */
    streamId: integer('stream_id'),
    /** Play events and likes of the last 7 days, kept by triggers and workers/db/weekly-counts.ts (migrations/0009). */
    weekPlays: integer('week_plays').notNull().default(0),
    weekLikes: integer('week_likes').notNull().default(0),
    /** Whether anyone may download the original audio (GET /api/tracks/{id}/download); its owner always may. */
    allowDownload: integer('allow_download', { mode: 'boolean' }).notNull().default(false),
    ...loudnessColumns(),
    ...visibilityColumns(),
    /** When a scheduled track turns public and notifies followers (workers/releases.ts); null once released. */
    releaseAt: integer('release_at', { mode: 'timestamp_ms' }),

    ...streamColumns(),
    uploadedAt: timestamp('uploaded_at'),
  },
  // One index per filter and sort of workers/db/tracks.ts, so a page is read in index order and never sorted.
  (t) => [
    index('tracks_user_idx').on(t.userId, t.uploadedAt),
    index('tracks_stream_idx').on(t.streamId, t.uploadedAt),
    index('tracks_recordings_idx')
      .on(t.uploadedAt)
      .where(sql`${t.streamId} is not null`),
    index('tracks_uploaded_idx').on(t.uploadedAt),
    index('tracks_popular_idx').on(t.playCount, t.uploadedAt),
    index('tracks_trending_idx').on(sql`${t.weekPlays} + ${t.weekLikes}`, t.uploadedAt),
    index('tracks_week_plays_idx').on(t.weekPlays, t.uploadedAt),
    index('tracks_genre_recent_idx').on(sql`lower(${t.genre})`, t.uploadedAt),
    index('tracks_genre_popular_idx').on(sql`lower(${t.genre})`, t.playCount, t.uploadedAt),
    index('tracks_genre_trending_idx').on(sql`lower(${t.genre})`, sql`${t.weekPlays} + ${t.weekLikes}`, t.uploadedAt),
    // The media route asks of every file whether a private track withholds it (workers/media/withheld.ts).
    index('tracks_private_audio_idx')
      .on(t.audioUrl)
      .where(sql`${t.visibility} = 'private'`),
    index('tracks_private_stream_idx')
      .on(t.streamUrl)
      .where(sql`${t.visibility} = 'private'`),
    index('tracks_private_cover_idx')
      .on(t.coverUrl)
      .where(sql`${t.visibility} = 'private'`),
    index('tracks_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.releaseAt} is not null`),
  ],
)

/**
 * One row: the instant after which tracks.week_plays and week_likes count rows (migrations/0009_lists_at_scale.sql).
 */
export const weeklyCountsWindow = sqliteTable('weekly_counts_window', {
  id: integer('id').primaryKey(),
  since: integer('since', { mode: 'timestamp_ms' }).notNull(),
})

export const genres = sqliteTable('genres', {
  id: id(),
  name: text('name').notNull().unique(),
})

export const follows = sqliteTable(
  'follows',
  {
    id: id(),
    followerId: userRef('follower_id'),
    followedId: userRef('followed_id'),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followedId),
    index('follows_followed_idx').on(t.followedId),
  ],
)

export const posts = sqliteTable(
  'posts',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    likeCount: integer('like_count').notNull().default(0),
    /** Kept equal to the post's comments by triggers (migrations/0005_comments.sql). */
    commentCount: integer('comment_count').notNull().default(0),
    postType: text('post_type', { enum: ['text', 'image'] })
      .notNull()
      .default('text'),
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [index('posts_user_idx').on(t.userId, t.createdAt), index('posts_created_idx').on(t.createdAt)],
)

export const contentTypes = ['track', 'post', 'stream'] as const

export const likes = sqliteTable(
  'likes',
  {
    id: id(),
    userId: userRef(),
    contentId: integer('content_id').notNull(),
    contentType: text('content_type', { enum: contentTypes }).notNull(),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    uniqueIndex('likes_user_content_unique').on(t.userId, t.contentType, t.contentId),
    index('likes_content_idx').on(t.contentType, t.contentId),
    index('likes_type_created_idx').on(t.contentType, t.createdAt),
  ],
)

/** Once per user per track or playlist; the feed and the Reposts tab read them by user, newest first. */
export const reposts = sqliteTable(
  'reposts',
  {
    id: id(),
    userId: userRef(),
    contentId: integer('content_id').notNull(),
    contentType: text('content_type', { enum: repostableTypes }).notNull(),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    uniqueIndex('reposts_user_content_unique').on(t.userId, t.contentType, t.contentId),
    index('reposts_user_created_idx').on(t.userId, t.createdAt),
    index('reposts_content_idx').on(t.contentType, t.contentId),
  ],
)

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    userId: userRef(),
    contentId: integer('content_id').notNull(),
    contentType: text('content_type', { enum: contentTypes }).notNull(),
    text: text('text').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    parentId: integer('parent_id').references((): AnySQLiteColumn => comments.id, { onDelete: 'cascade' }),
    /** The moment of the track the comment is pinned to; null for posts and unpinned comments. */
    timestampSeconds: real('timestamp_seconds'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [
    index('comments_content_idx').on(t.contentType, t.contentId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
  ],
)

/**
 * Every object this server put in R2, once per uploader: keys are content hashes, so two people uploading the
 * same bytes share the object but each owns an upload. A track may only point at audio its owner uploaded here.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    key: text('key').notNull(),
    userId: userRef(),
    kind: text('kind', { enum: ['audio', 'image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Seconds, measured by the server from the bytes; null for images. */
    duration: real('duration'),
    ...loudnessColumns(),
    ...streamColumns(),
    createdAt: timestamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.key, t.userId] }), index('uploads_user_idx').on(t.userId)],
)

/** One row per counted play: the play counter's 30-minute rule, listening history and the plays chart. */
export const playEvents = sqliteTable(
  'play_events',
  {
    id: id(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'u:{userId}' for users, 'a:{anonymous id}' for visitors. */
    listenerKey: text('listener_key').notNull(),
    playedAt: timestamp('played_at'),
  },
  (t) => [
    index('play_events_listener_idx').on(t.trackId, t.listenerKey, t.playedAt),
    index('play_events_user_idx').on(t.userId, t.playedAt),
    index('play_events_played_idx').on(t.playedAt),
  ],
)

export const playlists = sqliteTable(
  'playlists',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    /** Kept equal to the playlist's reposts rows by the batch that changes them (workers/db/reposts.ts). */
    repostCount: integer('repost_count').notNull().default(0),
    ...visibilityColumns(),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [index('playlists_user_idx').on(t.userId)],
)

export const playlistTracks = sqliteTable(
  'playlist_tracks',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at'),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.trackId] }), index('playlist_tracks_track_idx').on(t.trackId)],
)

/**
 * The picture of a live recording (ADR 015): one WebM per host video connection, `startMs` after the audio
 * recording's start (negative when the camera came first). Looked up by track through the primary key.
 */
export const recordingVideoSegments = sqliteTable(
  'recording_video_segments',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    startMs: integer('start_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  // By url: deleting media asks whether a segment still uses it (media/references.ts).
  (t) => [primaryKey({ columns: [t.trackId, t.position] }), index('recording_video_segments_url_idx').on(t.url)],
)

/**
 * What listeners of `trackId` also played or liked, most often first: at most AFFINITIES_PER_TRACK rows per track,
 * written by the hourly upkeep (workers/db/track-affinities.ts) so related tracks read them instead of counting.
 */
export const trackAffinities = sqliteTable(
  'track_affinities',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    times: integer('times').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.relatedId] }), index('track_affinities_related_idx').on(t.relatedId)],
)

/** Tracks whose affinities are to be counted again: those chosen by a listener active since the last count. */
export const trackAffinitiesDue = sqliteTable('track_affinities_due', {
  trackId: integer('track_id').primaryKey(),
})

/** One row: play events and likes after `since` have not yet marked their listeners' tracks due. */
export const trackAffinitiesWindow = sqliteTable('track_affinities_window', {
  id: integer('id').primaryKey(),
  since: integer('since', { mode: 'timestamp_ms' }).notNull(),
})

/** One fixed window per limiter key (a username's failed logins, an address's registrations, ...). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: integer('window_started_at', { mode: 'timestamp_ms' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
)

/**
 * A creating call's answer, kept 24 h under the caller's Idempotency-Key so a repeat gets it again instead of a
 * second thing (docs/decisions/026-idempotent-creating-calls.md). `status` and `body` are null while it runs.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * What happened to a user (the recipient, user_id) because of someone else (actor_id). The target is the thing the
 * entry links to (a stream, track or post; none for a follow) and `subject` its title when it happened.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: userRef(),
    actorId: userRef('actor_id'),
    type: text('type', { enum: notificationTypes }).notNull(),
    targetType: text('target_type', { enum: contentTypes }),
    targetId: integer('target_id'),
    subject: text('subject'),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: timestamp('created_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // Follow, unfollow, follow again: one unread entry per follower, not one per click.
    uniqueIndex('notifications_unread_follow_unique')
      .on(t.userId, t.actorId)
      .where(sql`${t.type} = 'follow' and ${t.readAt} is null`),
    // A queue delivers at least once: a fan-out that runs twice adds nothing the second time.
    uniqueIndex('notifications_event_unique')
      .on(t.userId, t.type, t.targetId)
      .where(sql`${t.type} in ('live', 'upload')`),
    index('notifications_actor_idx').on(t.actorId),
  ],
)

export type User = typeof users.$inferSelect
export type Track = typeof tracks.$inferSelect
export type Stream = typeof streams.$inferSelect
export type Post = typeof posts.$inferSelect
export type Comment = typeof comments.$inferSelect
export type UserSettings = typeof userSettings.$inferSelect
