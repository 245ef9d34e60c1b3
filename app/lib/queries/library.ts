import { queryOptions } from '@tanstack/react-query'
import type { Playlist, PlaylistSummary } from '../../../contracts/playlists'
import type { HistoryEntry } from '../../../contracts/tracks'
import { privateLinkQuery } from './content'
import type { Track } from './types'

export type { HistoryEntry, Playlist, PlaylistSummary }

/** The signed-in user's library; keys are the API paths. */
export const libraryQueries = {
  likedTracks: () => queryOptions<Track[]>({ queryKey: ['/api/likes/tracks'] }),
  history: () => queryOptions<HistoryEntry[]>({ queryKey: ['/api/history'] }),
  playlists: () => queryOptions<PlaylistSummary[]>({ queryKey: ['/api/playlists'] }),
  playlist: (id: number, token?: string | null) =>
    queryOptions<Playlist>({ queryKey: [`/api/playlists/${id}${privateLinkQuery(token)}`] }),
}
