import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@remix-run/react'
import { Trash2 } from 'lucide-react'
import { ConfirmButton } from '~/components/ui/confirm-button'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'

/** The owner's delete, behind a confirmation; afterwards the lists are refreshed and the user goes to /posts. */
export function DeletePostButton({ postId, userId }: { postId: number; userId: number }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/posts/${postId}`),
    onSuccess: async () => {
      toast({ title: 'Post deleted', description: 'Your post has been removed.' })
      queryClient.removeQueries({ queryKey: [`/api/posts/${postId}`] })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/posts/recent'] }),
        queryClient.invalidateQueries({ queryKey: [`/api/posts/user/${userId}`] }),
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
