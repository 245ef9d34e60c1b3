import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateTrackInput } from '../../contracts/tracks'
import { apiRequest } from '~/lib/api-client'
import { trackQueries } from '~/lib/queries/content'
import { pathOf, readsUnder } from '~/lib/queries/key-paths'
import type { Track, TrackDetail } from '~/lib/queries/types'
import { uploadFile } from '~/lib/upload'
import { toast } from './use-toast'

export interface TrackEdit extends Omit<UpdateTrackInput, 'coverUrl'> {
  /** A new cover to upload first; the old one is deleted by the server once nothing uses it. */
  cover: File | null
}

/**
 * The owner edits title, genre or cover. The track page shows the answer at once; every list of tracks (their
 * keys are paths under /api/tracks) is refetched, since any of them may show the old title. The track's own reads
 * under its path (comments, reposts, related tracks) show no title of it, and are left alone: its reposts, still
 * asked for by the Repost button the answer is about to remove, are not found once it is private.
 */
export function useUpdateTrack(track: Pick<Track, 'id'>) {
  const queryClient = useQueryClient()
  const detailKey = trackQueries.detail(track.id).queryKey
  const ownReads = readsUnder(`${detailKey[0]}/`)
  return useMutation({
    mutationFn: async ({ cover, ...changes }: TrackEdit) => {
      const coverUrl = cover ? (await uploadFile('image', cover, () => {}).done).url : undefined
      return apiRequest<TrackDetail>('PATCH', `/api/tracks/${track.id}`, { ...changes, coverUrl })
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(detailKey, updated)
      toast({ title: 'Track updated' })
      await queryClient.invalidateQueries({
        predicate: (query) => readsUnder('/api/tracks')(query) && pathOf(query) !== detailKey[0] && !ownReads(query),
      })
    },
    meta: { errorToast: { title: 'Failed to update track' } },
  })
}
