import { useNavigate } from '@remix-run/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangePasswordInput, DeleteAccountInput } from '../../contracts/account'
import { apiRequest } from '~/lib/api-client'
import { CURRENT_USER_KEY } from '~/lib/session-queries'
import { toast } from './use-toast'

/** POST /api/user/password: this browser stays signed in, every other session of the user ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<{ message: string }>('POST', '/api/user/password', input),
    onSuccess: () => toast({ title: 'Password changed', description: 'Other devices have been signed out.' }),
    meta: { errorToast: { title: 'Failed to change password' } },
  })
}

/** DELETE /api/user: everything cached was the user's view, so it all goes; then home, signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest<void>('DELETE', '/api/user', input),
    onSuccess: () => {
      queryClient.clear()
      queryClient.setQueryData(CURRENT_USER_KEY, null)
      toast({ title: 'Account deleted', description: 'Your account and everything in it have been deleted.' })
      navigate('/')
    },
    meta: { errorToast: { title: 'Failed to delete account' } },
  })
}
