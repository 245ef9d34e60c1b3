import { z } from 'zod'
import { atLeastOneField, idSchema } from './common'
import { visibilitySchema, type ListedTrack, type Visibility } from './tracks'

const playlistName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')

/** POST /api/playlists. */
export const playlistNameSchema = z.object({ name: playlistName, visibility: visibilitySchema.default('public') })

/** PATCH /api/playlists/{id}: a new name, visibility or both. */
export const playlistChangesSchema = z
  .object({ name: playlistName, visibility: visibilitySchema })
  .partial()
  .refine(...atLeastOneField)

export const playlistTrackSchema = z.object({ trackId: idSchema })

export type PlaylistNameInput = z.input<typeof playlistNameSchema>

/** An entry of GET /api/playlists. */
export interface PlaylistSummary {
  id: number
  name: string
  trackCount: number
  createdAt: string
  updatedAt: string
}

/** A track as every list shows it, plus its place in the playlist. */
export type PlaylistTrack = ListedTrack & { position: number }

/** GET /api/playlists/{id}: tracks in playlist order. */
export interface Playlist {
  id: number
  userId: number
  name: string
  repostCount: number
  visibility: Visibility
  /** The secret of its private link (`?s=`), for its owner only; null for everyone else. */
  privateToken: string | null
  createdAt: string
  updatedAt: string
  tracks: PlaylistTrack[]
}
