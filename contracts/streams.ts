import { z } from 'zod'
import { atLeastOneField, idSchema, limitQuery, optionalText, tagsSchema } from './common'

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters')

/** GET /api/streams/featured: the first 20 live streams unless asked for fewer (the home page shows a row). */
export const featuredStreamsQuerySchema = limitQuery(20)

export const createStreamSchema = z.object({
  userId: idSchema.optional(),
  title,
  description: optionalText(2000, 'Description'),
  category: optionalText(50, 'Category'),
  tags: tagsSchema.default([]),
  thumbnailUrl: optionalText(2048, 'Thumbnail URL'),
})

export type CreateStreamInput = z.input<typeof createStreamSchema>

/** PATCH /api/streams/{id}: title, description or tags by the creation rules (tags without creation's default). */
export const updateStreamSchema = createStreamSchema
  .pick({ title: true, description: true })
  .extend({ tags: tagsSchema })
  .partial()
  .refine(...atLeastOneField)

export type UpdateStreamInput = z.input<typeof updateStreamSchema>

/** POST /api/streams/webrtc: the host is the session's user; userName is accepted for old clients and unused. */
export const goLiveSchema = z.object({
  userId: idSchema.optional(),
  userName: z.string().max(100).nullish(),
  title: title.optional(),
  description: createStreamSchema.shape.description,
})

export type GoLiveInput = z.input<typeof goLiveSchema>

export interface StreamUser {
  id: number
  username: string
  displayName: string
  profileImageUrl: string | null
  followerCount: number
}

/** A stream as every public response shows it: never its key. */
export interface Stream {
  id: number
  userId: number
  title: string
  description: string | null
  thumbnailUrl: string | null
  isLive: boolean
  viewerCount: number
  peakViewerCount: number
  startedAt: string | null
  endedAt: string | null
  category: string | null
  tags: string[]
  createdAt: string
  user: StreamUser
}

/**
 * POST /api/streams/webrtc: 201 with `resumed: false` for a new live stream; 200 with `resumed: true` and the same
 * stream when the host already has one live (a reloaded studio carries on broadcasting it).
 */
export interface LiveStreamCreated {
  success: true
  message: string
  streamId: number
  shareUrl: string
  resumed: boolean
}

/** Where a live stream is broadcast from right now: a studio tab, broadcasting software, or nowhere (host away). */
export type BroadcastFrom = 'studio' | 'software' | null

/**
 * GET /api/streams/live/mine: the signed-in user's live stream, or null, and where it is broadcast from now: an
 * opening studio resumes a stream whose host is away and offers to take over one broadcast elsewhere. `waiting` is
 * the newest stream made ahead that no program has pushed to yet: the studio shows it, waiting, with its key.
 */
export interface MyLiveStream {
  stream: Stream | null
  broadcastFrom: BroadcastFrom
  waiting: Stream | null
}

export interface StreamKey {
  streamKey: string
}
