import { useState, type FormEvent, type ReactElement } from 'react'
import { FormField } from '~/components/auth/form-field'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { useDeleteAccount } from '~/hooks/use-account-mutations'

/**
 * Deletion behind a typed confirmation: the Delete button waits for the exact username, then the password decides.
 * Loaded by delete-account-dialog.tsx when first opened.
 */
export default function DeleteAccountDialogContent({
  username,
  trigger,
  defaultOpen,
}: {
  username: string
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const [typedName, setTypedName] = useState('')
  const [password, setPassword] = useState('')
  const remove = useDeleteAccount()
  const confirmed = typedName === username && password !== ''

  function onOpenChange(next: boolean) {
    if (remove.isPending) return
    setTypedName('')
    setPassword('')
    setOpen(next)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (confirmed) remove.mutate({ password })
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} aria-label="Delete account" className="space-y-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This cannot be undone. Your tracks, posts, streams, playlists, likes, follows and uploads are deleted.
              Type your username <strong className="text-foreground">{username}</strong> to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField
            name="confirmUsername"
            label="Username"
            autoComplete="off"
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
          <FormField
            name="deletePassword"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
