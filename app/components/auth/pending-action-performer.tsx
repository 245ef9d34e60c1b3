import { useLocation } from '@remix-run/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useCurrentUser } from '~/hooks/use-current-user'
import { toast } from '~/hooks/use-toast'
import { takePendingAction } from '~/lib/pending-action-store'

/**
 * Does what a visitor tried before signing in (useAskToSignIn) once they are back on that page, signed in. The code
 * that does it loads only then: every page mounts this.
 */
export function PendingActionPerformer() {
  const signedIn = Boolean(useCurrentUser().user)
  const { pathname, search } = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    const action = takePendingAction(`${pathname}${search}`, signedIn)
    if (!action) return
    import('./perform-pending-action')
      .then(({ performPendingAction }) => performPendingAction(queryClient, action))
      .catch((error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }))
  }, [signedIn, pathname, search, queryClient])
  return null
}
