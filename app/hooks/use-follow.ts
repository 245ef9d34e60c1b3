import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-client'
import { browseQueries } from '~/lib/queries/browse'

interface FollowState {
  isFollowing: boolean
  followerCount: number
}

/** Whether the signed-in user follows a creator, and a toggle that changes it after the server agrees (SPEC §4). */
export function useFollow(creatorId: number) {
  const queryClient = useQueryClient()
  const checkKey = browseQueries.followCheck(creatorId).queryKey
  const check = useQuery(browseQueries.followCheck(creatorId))
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
    isFollowing: check.data?.isFollowing ?? false,
    isPending: toggle.isPending,
    toggle: () => toggle.mutate(!(check.data?.isFollowing ?? false)),
  }
}
