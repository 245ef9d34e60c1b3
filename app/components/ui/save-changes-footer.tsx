import { SubmitButton } from '~/components/forms/submit-form'
import { DialogFooter } from './dialog'

/** An edit dialog's submit: 'Save changes', and 'Saving...' while the change is on its way. */
export function SaveChangesFooter({ saving }: { saving: boolean }) {
  return (
    <DialogFooter>
      <SubmitButton pending={saving} pendingLabel="Saving...">
        Save changes
      </SubmitButton>
    </DialogFooter>
  )
}
