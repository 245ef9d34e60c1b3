import { Button } from './button'
import { DialogFooter } from './dialog'

/** An edit dialog's submit: 'Save changes', and 'Saving...' while the change is on its way. */
export function SaveChangesFooter({ saving }: { saving: boolean }) {
  return (
    <DialogFooter>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save changes'}
      </Button>
    </DialogFooter>
  )
}
