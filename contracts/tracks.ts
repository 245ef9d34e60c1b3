import { z } from 'zod'
import { atLeastOneField, idSchema, limitQuery, pageQuerySchema } from './common'
import { trackSorts } from './plain-values'
import type { PublicUser } from './user'

export type { TrackSort } from './plain-values'

/** GET /api/tracks: `genre` matches whatever its case; an empty genre filters nothing. */
export const trackListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(trackSorts, { error: 'Sort must be recent, popular or trending' }).default('recent'),
  genre: z
    .string()
    .trim()
    .max(50, 'Genre must be at most 50 characters')
    .optional()
    .transform((genre) => genre || undefined),
})

export const recentTracksQuerySchema = limitQuery(20)

/** GET /api/tracks/recordings: every recording, newest first, or those of one stream. */
export const recordingsQuerySchema = pageQuerySchema.extend({ streamId: idSchema.optional() })

/**
 * GET /api/tracks/{id} and /api/playlists/{id}, and the reads made on a track's behalf (its download, comments and
 * related tracks): `s`, the secret of a private one's link.
 */
export const privateLinkQuerySchema = z.object({ s: z.string().max(100, 'Private link is not valid').optional() })

export const historyQuerySchema = limitQuery(50)
/** GET /api/tracks/{id}/related: the first `limit` related tracks (10 unless asked); a private track's with `s`. */
export const relatedTracksQuerySchema = limitQuery(10).merge(privateLinkQuerySchema)

export const playsAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be between 1 and 90')
    .max(90, 'Days must be between 1 and 90')
    .default(30),
})

const optionalMediaUrl = z
  .string()
  .trim()
  .max(2048, 'URL must be at most 2048 characters')
  .nullish()
  .transform((url) => url || null)

/** Who sees a track or playlist: everyone, or its owner and whoever has its private link. */
export const visibilitySchema = z.enum(['public', 'private'], { error: 'Visibility must be public or private' })

export type Visibility = z.infer<typeof visibilitySchema>

/** Whether anyone may download the track's original audio; its owner always may. */
const allowDownload = z.boolean({ error: 'Allow downloads must be true or false' })

/**
 * POST /api/tracks. A client's `duration` is not read: the server measured the audio when it was uploaded.
 */
export const createTrackSchema = z.object({
  userId: idSchema.nullish(),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  artistName: z
    .string({ error: 'Artist name is required' })
    .trim()
    .min(1, 'Artist name is required')
    .max(200, 'Artist name must be at most 200 characters'),
  genre: z
    .string()
    .trim()
    .max(50, 'Genre must be at most 50 characters')
    .nullish()
    .transform((genre) => (!genre || genre.toLowerCase() === 'none' ? null : genre)),
  audioUrl: z
    .string({ error: 'Audio file is required' })
    .trim()
    .min(1, 'Audio file is required')
    .max(2048, 'URL must be at most 2048 characters'),
  coverUrl: optionalMediaUrl,
  waveform: z
    .array(
      z.number().min(0, 'Waveform values must be between 0 and 1').max(1, 'Waveform values must be between 0 and 1'),
    )
    .max(2000, 'Waveform must have at most 2000 points')
    .nullish()
    .transform((waveform) => waveform ?? null),
  allowDownload: allowDownload.default(false),
  visibility: visibilitySchema.default('public'),
  /** A scheduled release: the track stays private until this instant, then turns public and notifies followers. */
  releaseAt: z.iso
    .datetime({ offset: true, error: 'Release time must be a date and time' })
    .nullish()
    .transform((releaseAt) => (releaseAt ? new Date(releaseAt) : null))
    .refine((releaseAt) => !releaseAt || releaseAt.getTime() > Date.now(), 'Release time must be in the future'),
})

export type CreateTrackInput = z.input<typeof createTrackSchema>

/**
 * PATCH /api/tracks/{id}: title, genre, cover, allowDownload or visibility by the creation rules; null or '' clears
 * genre and cover. Making a scheduled track public releases it at once.
 */
export const updateTrackSchema = createTrackSchema
  .pick({ title: true, genre: true, coverUrl: true })
  .extend({ allowDownload, visibility: visibilitySchema })
  .partial()
  .refine(...atLeastOneField)

export type UpdateTrackInput = z.input<typeof updateTrackSchema>

/** A user as shown beside their content. */
export type UserSummary = Pick<PublicUser, 'id' | 'username' | 'displayName' | 'profileImageUrl'>

/** A track as every list shows it (GET /api/tracks..., likes, history, playlists): without its waveform. */
export interface ListedTrack {
  id: number
  userId: number
  title: string
  artistName: string
  genre: string | null
  coverUrl: string | null
  /** The original audio as uploaded. */
  audioUrl: string
  /** What players stream: the server's light rendition of heavy audio once made, else the original. */
  streamUrl: string
  /** Seconds, measured by the server. */
  duration: number
  playCount: number
  likeCount: number
  repostCount: number
  commentCount: number
  /** The live stream this track is the recording of; null for an upload. */
  streamId: number | null
  /**
   * Integrated loudness in LUFS (EBU R128), measured by the server after upload or after a recording is published;
   * null until then.
   */
  loudnessLufs: number | null
  /** True peak in dBTP, measured with the loudness; null likewise. */
  truePeakDb: number | null
  uploadedAt: string
  user: UserSummary
}

/** A stretch of a live recording's picture (ADR 015): one WebM, `startMs` after the audio's start. */
export interface VideoSegment {
  url: string
  startMs: number
  durationMs: number
}

/**
 * GET /api/tracks/{id} (and the answer to POST /api/tracks): a track with the waveform's peaks as uploaded (null
 * without them) and its recording's picture, oldest segment first; empty for audio only.
 */
export interface TrackDetail extends ListedTrack {
  waveform: number[] | null
  /** Whether the track page offers Download (GET /api/tracks/{id}/download). */
  allowDownload: boolean
  videoSegments: VideoSegment[]
  visibility: Visibility
  /** The secret of its private link (`?s=`), for its owner only; null for everyone else. */
  privateToken: string | null
  /**
   * The private link's secret this read was opened with (`?s=`), null otherwise: every read made on the track's
   * behalf (its detail, download, comments, related tracks) carries it, so whoever opened it by its link can use them.
   */
  linkSecret: string | null
  /** When a scheduled track turns public; null when none is scheduled. */
  releaseAt: string | null
}

/** POST /api/tracks/{id}/play: a play counts once per listener and track in 30 minutes. */
export interface PlayResult {
  counted: boolean
  playCount: number
}

export interface HistoryEntry {
  playedAt: string
  track: ListedTrack
}

export interface DailyPlays {
  /** UTC day, YYYY-MM-DD. */
  date: string
  plays: number
}
