import { useQueryClient } from '@tanstack/react-query'
import { useCreatingMutation } from './use-creating-mutation'
import { liveApi, type StreamDetails } from '~/lib/queries/live'
import { streamQueries } from '~/lib/queries/content'

/**
 * 'Use broadcasting software': the stream is made ahead, waiting (not live), and goes live with the first bytes its
 * program pushes (docs/decisions/036-a-stream-made-for-software-goes-live-on-its-first-bytes.md).
 */
export function useSoftwareStream(user: { id: number; displayName: string }) {
  const queryClient = useQueryClient()
  return useCreatingMutation({
    mutationFn: ({ title, description }: StreamDetails, idempotencyKey) =>
      liveApi.createForSoftware(
        user.id,
        { title: title || `${user.displayName}'s live stream`, description: description || undefined },
        idempotencyKey,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamQueries.byUser(user.id).queryKey }),
    meta: { errorToast: { title: 'Stream Creation Failed' } },
  })
}
