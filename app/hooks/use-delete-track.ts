import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-client'
import { trackQueries } from '~/lib/queries/content'
import type { Track } from '~/lib/queries/types'
import { toast } from './use-toast'

/** The owner deletes a track ('Track deleted'); the lists that show it are refreshed. */
export function useDeleteTrack(track: Pick<Track, 'id' | 'userId'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/tracks/${track.id}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: trackQueries.recent().queryKey })
      queryClient.invalidateQueries({ queryKey: trackQueries.byUser(track.userId).queryKey })
      // Not refetched: the track is gone, and the page showing it is about to be left.
      queryClient.invalidateQueries({ queryKey: trackQueries.detail(track.id).queryKey, refetchType: 'none' })
      toast({ title: 'Track deleted' })
    },
    meta: {
      errorToast: {
        title: 'Failed to delete track',
        description: 'There was an error deleting your track. Please try again.',
      },
    },
  })
}
