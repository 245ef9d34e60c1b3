import type { MouseEvent } from 'react'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useDeleteTrack } from '~/hooks/use-delete-track'
import type { Track } from '~/lib/queries/types'

interface DeleteTrackDialogProps {
  track: Pick<Track, 'id' | 'userId' | 'title'>
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted?: () => void
}

/** The owner's confirmation before a track is deleted; opened from the track page or the player's track menu. */
export function DeleteTrackDialog({ track, open, onOpenChange, onDeleted }: DeleteTrackDialogProps) {
  const deleteTrack = useDeleteTrack(track)
  const confirm = (event: MouseEvent) => {
    // Stays open while the call runs, so a failure leaves the user where they were.
    event.preventDefault()
    deleteTrack.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false)
        onDeleted?.()
      },
      onError: () => onOpenChange(false),
    })
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${track.title}”?`}
      question="This action cannot be undone and the track will be permanently removed from your library."
      confirm="Delete"
      pending={deleteTrack.isPending}
      pendingLabel="Deleting..."
      onConfirm={confirm}
    />
  )
}
