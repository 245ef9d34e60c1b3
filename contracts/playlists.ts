import { z } from 'zod'
import { idSchema } from './common'
import type { ListedTrack } from './tracks'

export const playlistNameSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
})

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
  createdAt: string
  updatedAt: string
  tracks: PlaylistTrack[]
}
