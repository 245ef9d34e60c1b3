import { z } from 'zod'

const SEARCH_QUERY_MAX_LENGTH = 200

/** A missing query is a blank one: it finds nothing rather than failing. */
export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'Search text must be text' })
    .max(SEARCH_QUERY_MAX_LENGTH, `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .default(''),
})

/** Search results: the four result shapes are snake_case. */
export interface TrackSearchResult {
  id: number
  title: string
  artist_name: string
  cover_url: string | null
  genre: string | null
  duration: number
  user_id: number
}

export interface UserSearchResult {
  id: number
  username: string
  display_name: string
  profile_image_url: string | null
  follower_count: number
}

export interface StreamSearchResult {
  id: number
  title: string
  description: string | null
  thumbnail_url: string | null
  is_live: boolean
  user_id: number
}

export interface PostSearchResult {
  id: number
  title: string
  image_url: string | null
  /** The first 200 characters, enough for a result card. */
  content: string
  user_id: number
  created_at: string
}
