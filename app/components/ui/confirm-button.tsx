import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'

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
  /** The label of the button that closes the dialog without acting ('Cancel' unless said). */
  cancel?: string
  disabled?: boolean
  onConfirm: () => void
}

/** A button whose action runs only after the user confirms its question. */
export function ConfirmButton({
  children,
  label,
  title,
  question,
  confirm,
  cancel,
  disabled,
  onConfirm,
  variant = 'outline',
  size = 'sm',
}: ConfirmButtonProps) {
  const trigger = (
    <Button variant={variant} size={size} aria-label={label} disabled={disabled}>
      {children}
    </Button>
  )
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      question={question}
      confirm={confirm}
      cancel={cancel}
      onConfirm={onConfirm}
    />
  )
}
