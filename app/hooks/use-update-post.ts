import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdatePostInput } from '../../contracts/posts'
import { apiRequest } from '~/lib/api-client'
import { postQueries } from '~/lib/queries/content'
import { creatorQueries } from '~/lib/queries/creator'
import type { Post } from '~/lib/queries/types'
import { toast } from './use-toast'

/** The author edits title, content or tags; the post page shows the answer at once and the post lists refetch. */
export function useUpdatePost(post: Pick<Post, 'id' | 'userId'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: UpdatePostInput) => apiRequest<Post>('PATCH', `/api/posts/${post.id}`, changes),
    onSuccess: async (updated) => {
      queryClient.setQueryData(creatorQueries.post(post.id).queryKey, updated)
      toast({ title: 'Post updated' })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueries.recent().queryKey }),
        queryClient.invalidateQueries({ queryKey: postQueries.byUser(post.userId).queryKey }),
      ])
    },
    meta: { errorToast: { title: 'Failed to update post' } },
  })
}
