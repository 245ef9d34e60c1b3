import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useLeaveGuard } from './use-leave-guard'

/** Asks 'Upload in progress. Leave and cancel it?' when the page is left during an upload; Leave cancels it. */
export function LeaveUploadDialog({ isUploading, cancel }: { isUploading: () => boolean; cancel: () => void }) {
  const guard = useLeaveGuard(isUploading, cancel)
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => open || guard.stay()}
      title="Upload in progress. Leave and cancel it?"
      confirm="Leave"
      cancel="Stay"
      onConfirm={(event) => {
        // The navigation closes the dialog; closing it first would count as Stay.
        event.preventDefault()
        guard.leave()
      }}
    />
  )
}
