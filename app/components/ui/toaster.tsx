import { lazy, Suspense, useState } from 'react'
import { useToast } from '~/hooks/use-toast'

const ToastList = lazy(() => import('./toast-list'))

/** The page's toasts (toast-list.tsx): Radix's toast code loads with the first toast, then stays mounted. */
export function Toaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length && !needed) setNeeded(true)
  if (!needed && !toasts.length) return null
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  )
}
