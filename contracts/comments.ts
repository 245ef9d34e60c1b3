import { z } from 'zod'
import { withoutControlCharacters } from './common'
import { COMMENT_MAX_LENGTH } from './plain-values'
import type { UserSummary } from './tracks'

/** Shown as text with its line breaks kept; other control and text-direction characters are refused. */
const commentContent = z
  .string({ error: 'Comment is required' })
  .trim()
  .min(1, 'Comment cannot be empty')
  .max(COMMENT_MAX_LENGTH, 'Comment must be at most 1,000 characters')
  .refine(...withoutControlCharacters('Comment', { multiline: true }))

/**
 * POST /api/tracks/{id}/comments: `timestampSeconds` pins it to a moment of the track (the route checks its length).
 */
export const createTrackCommentSchema = z.object({
  content: commentContent,
  timestampSeconds: z
    .number({ error: 'Time must be a number of seconds' })
    .min(0, 'Time must be within the track')
    .nullish()
    .transform((seconds) => seconds ?? null),
})

/** POST /api/posts/{id}/comments: a post has no timeline, so a time is refused rather than dropped. */
export const createPostCommentSchema = z.object({
  content: commentContent,
  timestampSeconds: z.null({ error: 'Comments on posts cannot be pinned to a time' }).optional(),
})

export type CreateTrackCommentInput = z.input<typeof createTrackCommentSchema>

export interface PublicComment {
  id: number
  userId: number
  user: UserSummary
  content: string
  /** Seconds into the track it is pinned to; null for posts and unpinned comments. */
  timestampSeconds: number | null
  createdAt: string
}
