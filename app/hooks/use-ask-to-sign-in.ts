import { useLocation, useNavigate } from '@remix-run/react'
import { rememberPendingAction } from '~/lib/pending-action-store'
import type { PendingAction } from '~/lib/pending-action'
import { signInPath } from '~/lib/redirect-to'
import { toast } from './use-toast'

/**
 * What a visitor's Like or Follow does: it sends them to sign in, which brings them back to this page, where the
 * action is done for them (PendingActionPerformer).
 */
export function useAskToSignIn() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (action: PendingAction, reason: string) => {
    const here = `${pathname}${search}`
    rememberPendingAction(action, here)
    toast({ title: 'Authentication Required', description: reason })
    navigate(signInPath(here))
  }
}
