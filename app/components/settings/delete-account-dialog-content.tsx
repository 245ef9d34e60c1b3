import { useState, type ReactElement } from 'react'
import type { DeleteAccountInput } from '../../../contracts/account'
import { FormField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
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
import { useDeleteAccount } from '~/hooks/use-account-mutations'
import { useSubmit } from '~/hooks/use-submit'

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
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/account').then((contract) => contract.deleteAccountSchema),
    send: (input: DeleteAccountInput) => remove.mutateAsync(input),
  })
  const confirmed = typedName === username && password !== ''

  function onOpenChange(next: boolean) {
    if (pending) return
    setTypedName('')
    setPassword('')
    setOpen(next)
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <SubmitForm
          submit={(values) => (confirmed ? submit(values) : Promise.resolve(false))}
          values={() => ({ password })}
          aria-label="Delete account"
          className="space-y-4"
        >
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
            error={errors.password}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <SubmitButton pending={pending} pendingLabel="Deleting..." variant="destructive" disabled={!confirmed}>
              Delete account
            </SubmitButton>
          </AlertDialogFooter>
        </SubmitForm>
      </AlertDialogContent>
    </AlertDialog>
  )
}
