import { z } from 'zod'
import { idSchema } from './common'
import { likeableTypes } from './plain-values'

export type { LikeableType } from './plain-values'

export const likeTargetSchema = z.object({
  contentId: idSchema,
  contentType: z.enum(likeableTypes, { error: 'Content type must be track, post or stream' }),
})

/** POST and DELETE /api/likes, and GET /api/likes/check's query. A `userId` other than the session's is refused. */
export const likeRequestSchema = likeTargetSchema.extend({
  userId: z.preprocess((userId) => (userId === '' ? null : userId), idSchema.nullish()),
})

export type LikeRequest = z.input<typeof likeRequestSchema>

export interface LikeState {
  isLiked: boolean
  count: number
}
