import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Square, Trash2 } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'
import { isFeaturedStreamsQuery, streamQueries } from '~/lib/queries/content'
import type { Stream } from '~/lib/queries/types'
import { ConfirmButton } from '~/components/ui/confirm-button'

/** What the owner of a stream card sees (docs/product/screens.md#streams): a badge, End while live, and Delete. */
export function StreamOwnerControls({ stream }: { stream: Stream }) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: isFeaturedStreamsQuery }),
      queryClient.invalidateQueries({ queryKey: streamQueries.byUser(stream.userId).queryKey }),
    ])
  const end = useMutation({
    mutationFn: () => apiRequest('POST', `/api/streams/${stream.id}/end`),
    onSuccess: async () => {
      toast({ title: 'Stream ended', description: 'Your live stream has been ended successfully' })
      await refresh()
    },
    meta: { errorToast: { title: 'Error', fallback: 'Failed to end stream' } },
  })
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/streams/${stream.id}`),
    onSuccess: async () => {
      toast({ title: 'Stream deleted', description: 'The stream has been successfully deleted' })
      await refresh()
    },
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete stream' } },
  })
  const busy = end.isPending || remove.isPending
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge variant="secondary">Your Stream</Badge>
      {stream.isLive && (
        <ConfirmButton
          label={`End ${stream.title}`}
          title="End stream"
          question="Are you sure you want to end this live stream?"
          confirm="End Stream"
          disabled={busy}
          onConfirm={() => end.mutate()}
        >
          <Square aria-hidden /> End
        </ConfirmButton>
      )}
      <ConfirmButton
        label={`Delete ${stream.title}`}
        title="Delete stream"
        question="Are you sure you want to delete this stream?"
        confirm="Delete"
        disabled={busy}
        onConfirm={() => remove.mutate()}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
