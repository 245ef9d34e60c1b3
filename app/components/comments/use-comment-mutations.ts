import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTrackCommentInput } from '../../../contracts/comments'
import { useCreatingMutation } from '~/hooks/use-creating-mutation'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'
import { commentQueries, isCommentPageOf, newCommentPath, type CommentedContent } from '~/lib/queries/comments'
import type { Comment } from '~/lib/queries/types'

/** After a comment comes or goes: its pages and the content's `commentCount` are read again. */
function useRefreshComments(content: CommentedContent) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: isCommentPageOf(content) }),
      queryClient.invalidateQueries({ queryKey: commentQueries.content(content).queryKey }),
    ])
}

/** Posts a comment; a refusal (too long, too many this minute, ...) is the mutation's error, shown by the form. */
export function usePostComment(content: CommentedContent) {
  const refresh = useRefreshComments(content)
  return useCreatingMutation({
    mutationFn: (input: CreateTrackCommentInput, idempotencyKey) =>
      apiRequest<Comment>('POST', newCommentPath(content), input, { idempotencyKey }),
    onSuccess: refresh,
    meta: { errorToast: false },
  })
}

export function useDeleteComment(content: CommentedContent) {
  const refresh = useRefreshComments(content)
  return useMutation({
    mutationFn: (commentId: number) => apiRequest<void>('DELETE', `/api/comments/${commentId}`),
    onSuccess: async () => {
      await refresh()
      toast({ title: 'Comment deleted' })
    },
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete comment' } },
  })
}
