import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { RepostState } from '../../contracts/reposts'
import type { RepostableType } from '../../contracts/plain-values'
import { apiRequest } from '~/lib/api-client'
import { useAskToSignIn } from './use-ask-to-sign-in'
import { useCurrentUser } from './use-current-user'

const repostPath = (contentType: RepostableType, contentId: number) => `/api/${contentType}s/${contentId}/reposts`

/** Reposts (or undoes it) on the server; a repost given twice is one. */
export const sendRepost = (repost: boolean, contentType: RepostableType, contentId: number) =>
  apiRequest<RepostState>(repost ? 'POST' : 'DELETE', repostPath(contentType, contentId))

/** Shows what the server answered to a repost or its undoing wherever the page shows it. */
export async function showRepostState(
  queryClient: QueryClient,
  contentType: RepostableType,
  contentId: number,
  state: RepostState,
) {
  const queryKey = [repostPath(contentType, contentId)]
  // A read asked before the repost must not land afterwards and show it undone.
  await queryClient.cancelQueries({ queryKey })
  queryClient.setQueryData(queryKey, state)
  // Profiles' Reposts tabs.
  void queryClient.invalidateQueries({
    predicate: (query) => /^\/api\/users\/\d+\/reposts/.test(String(query.queryKey[0])),
  })
}

/** Whether I reposted a track or playlist and how many did, with a toggle (a visitor is asked to sign in). */
export function useRepost(contentType: RepostableType, contentId: number, initialCount = 0) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const askToSignIn = useAskToSignIn()
  const state = useQuery<RepostState>({ queryKey: [repostPath(contentType, contentId)], enabled: Boolean(user) })
  const toggle = useMutation({
    mutationFn: (repost: boolean) => sendRepost(repost, contentType, contentId),
    onSuccess: (answer) => showRepostState(queryClient, contentType, contentId, answer),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to repost' } },
  })
  const isReposted = state.data?.isReposted ?? false
  return {
    isReposted,
    count: state.data?.count ?? initialCount,
    // Until the server says whether I reposted it, a toggle would not know which way to go.
    isPending: toggle.isPending || state.isLoading,
    toggle: () => {
      if (!user) return askToSignIn({ kind: 'repost', contentType, contentId }, 'Please log in to repost')
      toggle.mutate(!isReposted)
    },
  }
}
