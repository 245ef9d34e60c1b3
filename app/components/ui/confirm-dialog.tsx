import { lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react'
import { OpenOnDemand } from './open-on-demand'

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

const loadDialog = () => import('./confirm-alert-dialog')
const ConfirmAlertDialog = lazy(loadDialog)

/**
 * A confirmation question before an action that cannot be undone. The dialog's code
 * (confirm-alert-dialog.tsx) loads when it is first opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(false)
  if (props.open && !opened) setOpened(true)
  if (props.trigger) {
    return (
      <OpenOnDemand trigger={props.trigger} popup="dialog" preload={loadDialog}>
        <ConfirmAlertDialog {...props} defaultOpen />
      </OpenOnDemand>
    )
  }
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ConfirmAlertDialog {...props} />
    </Suspense>
  )
}
