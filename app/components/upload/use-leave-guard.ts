import { useBeforeUnload, useBlocker } from '@remix-run/react'
import { useCallback } from 'react'

/**
 * Asks before the page is left while `inProgress()` holds. An in-app navigation (a link, Back) waits, `asking`,
 * until `leave` (which runs `onLeave` first) or `stay`; closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(inProgress: () => boolean, onLeave: () => void) {
  const blocker = useBlocker(inProgress)
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!inProgress()) return
        event.preventDefault()
        // Chromium before 119 and Safari ask only when returnValue is set.
        event.returnValue = ''
      },
      [inProgress],
    ),
  )
  return {
    asking: blocker.state === 'blocked',
    leave() {
      onLeave()
      blocker.proceed?.()
    },
    stay: () => blocker.reset?.(),
  }
}
