import { useNavigate } from '@remix-run/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, RegisterInput } from '../../contracts/auth'
import type { CurrentUser } from '../../contracts/user'
import { apiRequest } from '~/lib/api-client'
import { readsUnder } from '~/lib/queries/key-paths'
import { CURRENT_USER_KEY } from '~/lib/session-queries'
import { useCreatingMutation } from './use-creating-mutation'
import { toast } from './use-toast'

/**
 * After signing in: `redirectTo` (a same-site path, see safeRedirectPath), or stay on the page with null (/auth-test).
 */
export function useLogin({ redirectTo = '/' }: { redirectTo?: string | null } = {}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/login', input),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      toast({ title: 'Login successful', description: `Welcome back, ${user.displayName}!` })
      if (redirectTo) navigate(redirectTo)
    },
    meta: { errorToast: { title: 'Login failed' } },
  })
}

export function useRegister({ redirectTo = '/' }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCreatingMutation({
    mutationFn: (input: RegisterInput, idempotencyKey) =>
      apiRequest<CurrentUser>('POST', '/api/register', input, { idempotencyKey }),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      toast({ title: 'Registration successful', description: `Welcome, ${user.displayName}! Your account is ready.` })
      navigate(redirectTo)
    },
    meta: { errorToast: { title: 'Registration failed' } },
  })
}

export function useLogout({ redirectTo = '/auth' }: { redirectTo?: string | null } = {}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/logout'),
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null)
      // What was only the signed-out user's must not show to whoever signs in next in this tab.
      queryClient.removeQueries({ predicate: readsUnder('/api/user-settings/', '/api/notifications') })
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' })
      if (redirectTo) navigate(redirectTo)
    },
    meta: { errorToast: { title: 'Logout failed' } },
  })
}
