import { z } from 'zod'
import { idSchema } from './common'

export const followSchema = z.object({ followedId: idSchema })

export type FollowInput = z.input<typeof followSchema>

/** Answer of POST and DELETE /api/follows: the new state and the creator's follower count. */
export interface FollowState {
  isFollowing: boolean
  followerCount: number
}
