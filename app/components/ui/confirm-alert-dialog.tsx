import type { MouseEvent, ReactElement } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog'

export interface ConfirmDialogProps {
  /** The button that opens the dialog; leave it out and pass `open` to open it from elsewhere. */
  trigger?: ReactElement
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: string
  /** Said under the title; leave it out when the title is the whole question. */
  question?: string
  confirm: string
  /** The label of the button that closes the dialog without acting. */
  cancel?: string
  /** While the action runs: both buttons disabled, the confirm button saying `pendingLabel`. */
  pending?: boolean
  pendingLabel?: string
  /** Closes the dialog, unless it calls `event.preventDefault()` to keep it open while the action runs. */
  onConfirm: (event: MouseEvent) => void
}

/** The Radix dialog of confirm-dialog.tsx, which loads it when first needed. */
export default function ConfirmAlertDialog({
  trigger,
  defaultOpen,
  open,
  onOpenChange,
  title,
  question,
  confirm,
  cancel = 'Cancel',
  pending = false,
  pendingLabel = confirm,
  onConfirm,
}: ConfirmDialogProps & { defaultOpen?: boolean }) {
  return (
    <AlertDialog defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      {/* Radix asks for a description or an explicit none. */}
      <AlertDialogContent {...(question ? {} : { 'aria-describedby': undefined })}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {question && <AlertDialogDescription>{question}</AlertDialogDescription>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
