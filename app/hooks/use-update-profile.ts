import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicUser } from '../../contracts/user'
import type { UpdateUserInput } from '../../contracts/users'
import { apiRequest } from '~/lib/api-client'
import { signedOutOrGeneric } from '~/lib/mutation-error-toast'
import { CURRENT_USER_KEY } from '~/lib/session-queries'
import { useCurrentUser } from './use-current-user'

export const PROFILE_SIGNED_OUT = 'You must be logged in to save profile'

/** PATCH /api/users/{id} with profile fields; the current user is refetched after success. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const { user } = useCurrentUser()
  return useMutation({
    mutationFn: (changes: UpdateUserInput) => {
      if (!user) throw new Error(PROFILE_SIGNED_OUT)
      return apiRequest<PublicUser>('PATCH', `/api/users/${user.id}`, changes)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { errorToast: signedOutOrGeneric(PROFILE_SIGNED_OUT, 'Failed to update profile. Please try again.') },
  })
}
