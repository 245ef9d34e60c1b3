import { useState, type FormEvent, type ReactElement } from 'react'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { useSingleSubmit } from '~/hooks/use-single-submit'
import { formValues, parseForm } from '~/lib/form'

export interface PlaylistNameDialogProps {
  trigger: ReactElement
  title: string
  description: string
  submitLabel: string
  pendingLabel: string
  initialName?: string
  /** Resolves when the server saved the name; the dialog then closes. */
  onSubmit: (name: string) => Promise<unknown>
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
  const [error, setError] = useState<string>()
  // A failure leaves the dialog open to try again; the mutation's toast says what failed.
  const save = useSingleSubmit(async (form: HTMLFormElement) => {
    const parsed = await parseForm(
      () => import('../../../contracts/playlists').then((contract) => contract.playlistNameSchema),
      formValues(form),
    )
    setError(parsed.errors?.name)
    if (!parsed.data) return
    await onSubmit(parsed.data.name)
    setOpen(false)
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.run(event.currentTarget)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setError(undefined)
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={title} className="space-y-4">
          <FormField
            name="name"
            id="playlist-name"
            label="Name"
            defaultValue={initialName}
            error={error}
            autoFocus
            maxLength={100}
          />
          <DialogFooter>
            <Button type="submit" disabled={save.pending}>
              {save.pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
