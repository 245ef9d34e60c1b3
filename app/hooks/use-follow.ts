import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-client'
import { browseQueries } from '~/lib/queries/browse'
import { channelQueries } from '~/lib/queries/channels'
import { readsUnder } from '~/lib/queries/key-paths'

interface FollowState {
  isFollowing: boolean
  followerCount: number
}

/** Follows (or unfollows) on the server; a follow given twice is one. */
export const sendFollow = (follow: boolean, creatorId: number) =>
  follow
    ? apiRequest<FollowState>('POST', '/api/follows', { followedId: creatorId })
    : apiRequest<FollowState>('DELETE', `/api/follows/${creatorId}`)

/** Shows what the server answered to a follow or unfollow wherever the page shows it. */
export async function showFollowState(queryClient: QueryClient, creatorId: number, state: FollowState) {
  const checkKey = browseQueries.followCheck(creatorId).queryKey
  // A check asked before the follow was given must not land afterwards and show it undone.
  await queryClient.cancelQueries({ queryKey: checkKey })
  queryClient.setQueryData(checkKey, { isFollowing: state.isFollowing })
  void queryClient.invalidateQueries({ queryKey: channelQueries.followed().queryKey })
  // Profiles and creator lists show follower counts.
  void queryClient.invalidateQueries({ predicate: readsUnder('/api/users/', '/api/creators/') })
}

/** Whether the signed-in user follows a creator, and a toggle that changes it after the server agrees. */
export function useFollow(creatorId: number) {
  const queryClient = useQueryClient()
  const check = useQuery(browseQueries.followCheck(creatorId))
  const toggle = useMutation({
    mutationFn: (follow: boolean) => sendFollow(follow, creatorId),
    onSuccess: (state) => showFollowState(queryClient, creatorId, state),
    // A failed toggle leaves the button as it was, which says enough.
    meta: { errorToast: false },
    onError: (error) => console.error('Follow toggle failed', error),
  })
  return {
    isFollowing: check.data?.isFollowing ?? false,
    isPending: toggle.isPending,
    toggle: () => toggle.mutate(!(check.data?.isFollowing ?? false)),
  }
}
