import type { QueryClient } from '@tanstack/react-query'
import { sendFollow, showFollowState } from '~/hooks/use-follow'
import { sendLike, showLikeState } from '~/hooks/use-like'
import { sendRepost, showRepostState } from '~/hooks/use-repost'
import type { PendingAction } from '~/lib/pending-action'

/**
 * Like, repost and follow, never their toggles: done twice they are still one, so nothing undoes what the visitor
 * asked for.
 */
export async function performPendingAction(queryClient: QueryClient, action: PendingAction) {
  if (action.kind === 'like') {
    const state = await sendLike(true, action.contentType, action.contentId)
    return showLikeState(queryClient, action.contentType, action.contentId, state)
  }
  if (action.kind === 'repost') {
    const state = await sendRepost(true, action.contentType, action.contentId)
    return showRepostState(queryClient, action.contentType, action.contentId, state)
  }
  return showFollowState(queryClient, action.creatorId, await sendFollow(true, action.creatorId))
}
