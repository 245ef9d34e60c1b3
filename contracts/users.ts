import type { z } from 'zod'
import { registerSchema } from './auth'
import { limitQuery } from './common'
import type { PublicUser } from './user'

/** PATCH /api/users/{id}: the profile fields, each optional; null or '' clears bio and picture. */
export const updateUserSchema = registerSchema.pick({ displayName: true, bio: true, profileImageUrl: true }).partial()

export type UpdateUserInput = z.input<typeof updateUserSchema>

/** GET /api/creators/recommended: 12 creators unless asked for fewer (the home page and side navigation show a few). */
export const recommendedCreatorsQuerySchema = limitQuery(12)

/** A card of GET /api/creators/recommended. */
export interface RecommendedCreator extends PublicUser {
  /** Title of the creator's live stream, or null when offline. */
  streamTitle: string | null
  trackCount: number
}

/** An entry of GET /api/channels/followed. */
export interface FollowedChannel extends PublicUser {
  isLive: boolean
  streamTitle: string | null
}

export interface Genre {
  id: number
  name: string
}
