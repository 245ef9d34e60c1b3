import type { MouseEvent, ReactNode } from 'react'
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

interface ConfirmDialogProps {
  /** The element that opens the dialog; leave it out and pass `open` to open it from elsewhere. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: string
  question: string
  confirm: string
  /** While the action runs: both buttons disabled, the confirm button saying `pendingLabel`. */
  pending?: boolean
  pendingLabel?: string
  /** Closes the dialog, unless it calls `event.preventDefault()` to keep it open while the action runs. */
  onConfirm: (event: MouseEvent) => void
}

/** SPEC's confirmation question (§5 'Confirmations') before an action that cannot be undone. */
export function ConfirmDialog({ trigger, open, onOpenChange, title, question, confirm, pending = false, pendingLabel = confirm, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
