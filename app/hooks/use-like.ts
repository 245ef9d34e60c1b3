import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LikeableType } from '../../contracts/plain-values'
import { apiRequest } from '~/lib/api-client'
import { libraryQueries } from '~/lib/queries/library'
import { useAskToSignIn } from './use-ask-to-sign-in'
import { useCurrentUser } from './use-current-user'

export type LikeContentType = LikeableType

interface LikeState {
  isLiked: boolean
  count: number
}

interface LikeOptions {
  /** Called once the server has answered a toggle, even when the caller has unmounted since. */
  onToggled?: (state: LikeState) => void
}

const likeKeys = (contentType: LikeContentType, contentId: number) => ({
  count: [`/api/likes/count/${contentType}/${contentId}`],
  check: [`/api/likes/check?contentId=${contentId}&contentType=${contentType}`],
})

/** Likes (or unlikes) on the server; a like given twice is one. */
export const sendLike = (like: boolean, contentType: LikeContentType, contentId: number) =>
  apiRequest<LikeState>(like ? 'POST' : 'DELETE', '/api/likes', { contentId, contentType })

/** Shows what the server answered to a like or unlike wherever the page shows it. */
export async function showLikeState(
  queryClient: QueryClient,
  contentType: LikeContentType,
  contentId: number,
  state: LikeState,
) {
  const keys = likeKeys(contentType, contentId)
  // A check asked before the like was given must not land afterwards and show it undone.
  await queryClient.cancelQueries({ queryKey: keys.check })
  queryClient.setQueryData(keys.check, { isLiked: state.isLiked })
  queryClient.setQueryData(keys.count, { count: state.count })
  // The Library's liked group.
  if (contentType === 'track') void queryClient.invalidateQueries({ queryKey: libraryQueries.likedTracks().queryKey })
}

/** Whether I like a thing and how many do, with a toggle (docs/product/rules.md#counters: never below 0). */
export function useLike(
  contentType: LikeContentType,
  contentId: number,
  initialCount = 0,
  { onToggled }: LikeOptions = {},
) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const askToSignIn = useAskToSignIn()
  const keys = likeKeys(contentType, contentId)
  const count = useQuery<{ count: number }>({ queryKey: keys.count, initialData: { count: initialCount } })
  const check = useQuery<{ isLiked: boolean }>({ queryKey: keys.check, enabled: Boolean(user) })
  const toggle = useMutation({
    mutationFn: (like: boolean) => sendLike(like, contentType, contentId),
    onSuccess: async (state) => {
      await showLikeState(queryClient, contentType, contentId, state)
      onToggled?.(state)
    },
    meta: { errorToast: { title: 'Error', fallback: 'Failed to like content' } },
  })
  return {
    isLiked: check.data?.isLiked ?? false,
    count: count.data?.count ?? initialCount,
    // Until the server says whether I like it, a toggle would not know which way to go.
    isPending: toggle.isPending || check.isLoading,
    toggle: () => {
      if (!user) return askToSignIn({ kind: 'like', contentType, contentId }, 'Please log in to like content')
      toggle.mutate(!(check.data?.isLiked ?? false))
    },
  }
}
