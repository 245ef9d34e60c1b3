import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '~/components/ui/toast'
import type { useToast } from '~/hooks/use-toast'

/** 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the viewport. Loaded by toaster.tsx. */
export default function ToastList({ toasts }: { toasts: ReturnType<typeof useToast>['toasts'] }) {
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  )
}
