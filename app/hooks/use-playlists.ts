import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PlaylistSummary } from '../../contracts/playlists'
import type { Visibility } from '../../contracts/tracks'
import { apiRequest, ApiRequestError } from '~/lib/api-client'
import { libraryQueries, type Playlist } from '~/lib/queries/library'
import { useCreatingMutation } from './use-creating-mutation'
import { useSubmit } from './use-submit'
import { toast } from './use-toast'

/** Every playlist change refreshes my list (names and counts) and the playlist's own page. */
function usePlaylistRefresh() {
  const queryClient = useQueryClient()
  return (playlistId?: number) => {
    queryClient.invalidateQueries({ queryKey: libraryQueries.playlists().queryKey })
    if (playlistId) queryClient.invalidateQueries({ queryKey: libraryQueries.playlist(playlistId).queryKey })
  }
}

export function useCreatePlaylist() {
  const refresh = usePlaylistRefresh()
  return useCreatingMutation({
    mutationFn: (name: string, idempotencyKey) =>
      apiRequest<PlaylistSummary>('POST', '/api/playlists', { name }, { idempotencyKey }),
    onSuccess: (playlist) => {
      refresh()
      toast({ title: 'Playlist created', description: `${playlist.name} is ready for tracks.` })
    },
    meta: { errorToast: { title: 'Failed to create playlist' } },
  })
}

export function useRenamePlaylist(playlistId: number) {
  const refresh = usePlaylistRefresh()
  return useMutation({
    mutationFn: (name: string) => apiRequest<PlaylistSummary>('PATCH', `/api/playlists/${playlistId}`, { name }),
    onSuccess: () => {
      refresh(playlistId)
      toast({ title: 'Playlist renamed' })
    },
    meta: { errorToast: { title: 'Failed to rename playlist' } },
  })
}

/** The owner makes the playlist private (it gets a private link) or public again. */
export function useSetPlaylistVisibility(playlistId: number) {
  const refresh = usePlaylistRefresh()
  return useMutation({
    mutationFn: (visibility: Visibility) =>
      apiRequest<PlaylistSummary>('PATCH', `/api/playlists/${playlistId}`, { visibility }),
    onSuccess: (_summary, visibility) => {
      refresh(playlistId)
      toast({ title: visibility === 'private' ? 'Playlist is private' : 'Playlist is public' })
    },
    meta: { errorToast: { title: 'Failed to change who sees the playlist' } },
  })
}

export function useDeletePlaylist(playlistId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/playlists/${playlistId}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: libraryQueries.playlists().queryKey })
      // The page is left right after, so its query is dropped rather than refetched into a 404.
      queryClient.removeQueries({ queryKey: libraryQueries.playlist(playlistId).queryKey })
      toast({ title: 'Playlist deleted' })
    },
    meta: { errorToast: { title: 'Failed to delete playlist' } },
  })
}

/** 'Add to playlist' in a track's menus: `add` a chosen playlist; a second choice while one is added is ignored. */
export function useAddToPlaylist(track: { id: number; title: string }) {
  const refresh = usePlaylistRefresh()
  const mutation = useCreatingMutation({
    mutationFn: (playlist: PlaylistSummary, idempotencyKey) =>
      apiRequest<Playlist>('POST', `/api/playlists/${playlist.id}/tracks`, { trackId: track.id }, { idempotencyKey }),
    onSuccess: (playlist) => {
      refresh(playlist.id)
      toast({ title: 'Added to playlist', description: `${track.title} was added to ${playlist.name}.` })
    },
    meta: {
      // 409: the playlist already holds the track, which the server's message names; nothing went wrong.
      errorToast: (error) =>
        error instanceof ApiRequestError && error.status === 409
          ? { title: 'Already in playlist', variant: 'default' }
          : { title: 'Failed to add to playlist' },
    },
  })
  const { submit, pending } = useSubmit({
    send: (playlist: PlaylistSummary, idempotencyKey) => mutation.mutateAsync({ input: playlist, idempotencyKey }),
  })
  return { add: (playlist: PlaylistSummary) => void submit(playlist), pending }
}

export function useRemoveFromPlaylist(playlistId: number) {
  const refresh = usePlaylistRefresh()
  return useMutation({
    mutationFn: (track: { id: number; title: string }) =>
      apiRequest<Playlist>('DELETE', `/api/playlists/${playlistId}/tracks/${track.id}`),
    onSuccess: (_playlist, track) => {
      refresh(playlistId)
      toast({ title: 'Removed from playlist', description: `${track.title} was removed.` })
    },
    meta: { errorToast: { title: 'Failed to remove from playlist' } },
  })
}
