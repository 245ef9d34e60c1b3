import type { ReactNode } from 'react'
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
import { Button, type ButtonProps } from '~/components/ui/button'

interface ConfirmButtonProps {
  /** The button's visible content. */
  children: ReactNode
  /** Its name for assistive technology when the content is not enough (e.g. names the stream). */
  label?: string
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  title: string
  question: string
  confirm: string
  disabled?: boolean
  onConfirm: () => void
}

/** A button whose action runs only after the user confirms SPEC's question (§5 'Confirmations'). */
export function ConfirmButton({ children, label, title, question, confirm, disabled, onConfirm, variant = 'outline', size = 'sm' }: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} size={size} aria-label={label} disabled={disabled}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
