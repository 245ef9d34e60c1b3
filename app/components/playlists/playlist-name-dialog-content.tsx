import { useState, type ReactElement } from 'react'
import { FormField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { useSubmit } from '~/hooks/use-submit'

export interface PlaylistNameDialogProps {
  trigger: ReactElement
  title: string
  description: string
  submitLabel: string
  pendingLabel: string
  initialName?: string
  /** Resolves when the server saved the name; the dialog then closes. The key is the submit's (a creating call's). */
  onSubmit: (name: string, idempotencyKey: string) => Promise<unknown>
}

/**
 * A dialog with one field, the playlist's name, validated with the API's own schema: used to create and to rename.
 * Loaded by playlist-name-dialog.tsx when first opened.
 */
export default function PlaylistNameDialogContent({
  trigger,
  title,
  description,
  submitLabel,
  pendingLabel,
  initialName = '',
  onSubmit,
  defaultOpen,
}: PlaylistNameDialogProps & { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  // A failure leaves the dialog open to try again; the mutation's toast says what failed.
  const { submit, pending, errors, clearErrors } = useSubmit({
    schema: () => import('../../../contracts/playlists').then((contract) => contract.playlistNameSchema),
    send: async ({ name }: { name: string }, idempotencyKey) => {
      await onSubmit(name, idempotencyKey)
      setOpen(false)
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        clearErrors()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <SubmitForm submit={submit} aria-label={title} className="space-y-4">
          <FormField
            name="name"
            id="playlist-name"
            label="Name"
            defaultValue={initialName}
            error={errors.name}
            autoFocus
            maxLength={100}
          />
          <DialogFooter>
            <SubmitButton pending={pending} pendingLabel={pendingLabel}>
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </SubmitForm>
      </DialogContent>
    </Dialog>
  )
}
