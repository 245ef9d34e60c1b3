import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateStreamInput } from '../../contracts/streams'
import { apiRequest } from '~/lib/api-client'
import { isFeaturedStreamsQuery, streamQueries } from '~/lib/queries/content'
import type { Stream } from '~/lib/queries/types'
import { toast } from './use-toast'

/** The host edits a stream's title or description; its page shows the answer and the stream lists refetch. */
export function useUpdateStream(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateStreamInput & { id: number }) =>
      apiRequest<Stream>('PATCH', `/api/streams/${id}`, changes),
    onSuccess: async (updated) => {
      queryClient.setQueryData(streamQueries.detail(updated.id).queryKey, updated)
      toast({ title: 'Stream updated' })
      await Promise.all([
        queryClient.invalidateQueries({ predicate: isFeaturedStreamsQuery }),
        queryClient.invalidateQueries({ queryKey: streamQueries.byUser(userId).queryKey }),
      ])
    },
    meta: { errorToast: { title: 'Failed to update stream' } },
  })
}
