import type { ConfirmDialogProps } from './confirm-dialog'
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
