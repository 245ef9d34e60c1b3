import { Trash2 } from 'lucide-react'
import type { ReactElement } from 'react'
import { Button } from '~/components/ui/button'
import { loadOnOpen } from '~/components/ui/open-on-demand'

const DeleteAccountDialogContent = loadOnOpen<{ username: string; trigger: ReactElement }>(
  () => import('./delete-account-dialog-content'),
  'dialog',
)

/**
 * The Settings "Delete account" button; its confirmation (delete-account-dialog-content.tsx) loads when first opened.
 */
export function DeleteAccountDialog({ username }: { username: string }) {
  const trigger = (
    <Button variant="destructive">
      <Trash2 aria-hidden /> Delete account
    </Button>
  )
  return <DeleteAccountDialogContent username={username} trigger={trigger} />
}
