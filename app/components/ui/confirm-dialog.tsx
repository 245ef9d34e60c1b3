import { lazy, Suspense, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-alert-dialog'
import { OpenOnDemand } from './open-on-demand'

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
