import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@remix-run/react'
import { Trash2 } from 'lucide-react'
import { ConfirmButton } from '~/components/ui/confirm-button'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'
import { postQueries } from '~/lib/queries/content'
import { creatorQueries } from '~/lib/queries/creator'

/** The owner's delete, behind a confirmation; afterwards the lists are refreshed and the user goes to /posts. */
export function DeletePostButton({ postId, userId }: { postId: number; userId: number }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/posts/${postId}`),
    onSuccess: async () => {
      toast({ title: 'Post deleted', description: 'Your post has been removed.' })
      queryClient.removeQueries({ queryKey: creatorQueries.post(postId).queryKey })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueries.recent().queryKey }),
        queryClient.invalidateQueries({ queryKey: postQueries.byUser(userId).queryKey }),
      ])
      navigate('/posts')
    },
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete post' } },
  })
  return (
    <ConfirmButton
      title="Delete this post?"
      question="This action cannot be undone and the post will be permanently removed."
      confirm="Delete"
      disabled={remove.isPending}
      onConfirm={() => remove.mutate()}
    >
      <Trash2 aria-hidden /> Delete
    </ConfirmButton>
  )
}
