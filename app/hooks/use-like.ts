import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-client'
import { libraryQueries } from '~/lib/queries/library'
import { useCurrentUser } from './use-current-user'
import { toast } from './use-toast'

export type LikeContentType = 'track' | 'post' | 'stream'

interface LikeState {
  isLiked: boolean
  count: number
}

interface LikeOptions {
  /** Called once the server has answered a toggle, even when the caller has unmounted since. */
  onToggled?: (state: LikeState) => void
}

/** Whether I like a thing and how many do, with a toggle (SPEC §4 'Like and follow', §8 toasts). */
export function useLike(contentType: LikeContentType, contentId: number, initialCount = 0, { onToggled }: LikeOptions = {}) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const countKey = [`/api/likes/count/${contentType}/${contentId}`]
  const checkKey = [`/api/likes/check?contentId=${contentId}&contentType=${contentType}`]
  const count = useQuery<{ count: number }>({ queryKey: countKey, initialData: { count: initialCount } })
  const check = useQuery<{ isLiked: boolean }>({ queryKey: checkKey, enabled: Boolean(user) })
  const toggle = useMutation({
    mutationFn: (like: boolean) => apiRequest<LikeState>(like ? 'POST' : 'DELETE', '/api/likes', { contentId, contentType }),
    onSuccess: (state) => {
      queryClient.setQueryData(checkKey, { isLiked: state.isLiked })
      queryClient.setQueryData(countKey, { count: state.count })
      // The Library's liked group.
      if (contentType === 'track') queryClient.invalidateQueries({ queryKey: libraryQueries.likedTracks().queryKey })
      onToggled?.(state)
    },
    onError: (error) => toast({ title: 'Error', description: error.message || 'Failed to like content', variant: 'destructive' }),
  })
  return {
    isLiked: check.data?.isLiked ?? false,
    count: count.data?.count ?? initialCount,
    // Until the server says whether I like it, a toggle would not know which way to go.
    isPending: toggle.isPending || check.isLoading,
    toggle: () => {
      if (!user) return toast({ title: 'Authentication Required', description: 'Please log in to like content', variant: 'destructive' })
      toggle.mutate(!(check.data?.isLiked ?? false))
    },
  }
}
