import { useNavigate } from '@remix-run/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-client'
import { browseQueries } from '~/lib/queries/browse'
import { useCurrentUser } from './use-current-user'
import { useSignInPath } from './use-sign-in-path'
import { toast } from './use-toast'

interface FollowState {
  isFollowing: boolean
  followerCount: number
}

/** Whether I follow a creator, and a toggle that changes it after the server agrees (SPEC §4). */
export function useFollow(creatorId: number) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signInPath = useSignInPath()
  const checkKey = browseQueries.followCheck(creatorId).queryKey
  const check = useQuery({ ...browseQueries.followCheck(creatorId), enabled: Boolean(user) && user?.id !== creatorId })
  const toggle = useMutation({
    mutationFn: (follow: boolean) =>
      follow ? apiRequest<FollowState>('POST', '/api/follows', { followedId: creatorId }) : apiRequest<FollowState>('DELETE', `/api/follows/${creatorId}`),
    onSuccess: (state) => {
      queryClient.setQueryData(checkKey, { isFollowing: state.isFollowing })
      queryClient.invalidateQueries({ queryKey: ['/api/channels/followed'] })
      // Profiles and creator lists show follower counts.
      queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(users|creators)\//.test(String(query.queryKey[0])) })
    },
    onError: (error) => console.error('Follow toggle failed', error),
  })
  return {
    isSelf: user?.id === creatorId,
    isFollowing: check.data?.isFollowing ?? false,
    isPending: toggle.isPending,
    toggle: () => {
      if (!user) {
        toast({ title: 'Authentication Required', description: 'Please log in to follow creators' })
        return navigate(signInPath)
      }
      toggle.mutate(!(check.data?.isFollowing ?? false))
    },
  }
}
