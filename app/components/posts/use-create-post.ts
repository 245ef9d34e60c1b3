import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@remix-run/react'
import { useState } from 'react'
import type { CreatePostInput, PublicPost } from '../../../contracts/posts'
import { useCreatingMutation } from '~/hooks/use-creating-mutation'
import { toast } from '~/hooks/use-toast'
import { ApiRequestError, apiRequest } from '~/lib/api-client'
import { postTypeFor } from '~/lib/post-type'
import { postQueries } from '~/lib/queries/content'
import { uploadFile } from '~/lib/upload'

export interface NewPost {
  title: string
  content: string
  tags: string[]
  image: File | null
}

/** The server failed (5xx) or was not reached (fetch rejects with a TypeError): not something the author can fix. */
const isServerFailure = (error: Error) =>
  error instanceof ApiRequestError ? error.status >= 500 : error instanceof TypeError

/** docs/product/screens.md#toasts: the server's reason for a refused post; the generic server error otherwise. */
const failureToast = (error: Error) =>
  isServerFailure(error)
    ? { title: 'Server error occurred', description: 'Server error - please try again later' }
    : { title: 'Failed to create post', description: error.message }

/** Uploads the image (with progress), creates the post, refreshes the post lists and goes to /posts. */
export function useCreatePost(userId: number, onCreated: () => void) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [imageProgress, setImageProgress] = useState<number | null>(null)
  const mutation = useCreatingMutation({
    mutationFn: async ({ image, ...post }: NewPost, idempotencyKey) => {
      let imageUrl: string | null = null
      if (image) {
        setImageProgress(0)
        // A creating call of its own, under a key of its own that a retry of this submit sends again.
        const upload = uploadFile('image', image, setImageProgress, `${idempotencyKey}-image`)
        imageUrl = (await upload.done.finally(() => setImageProgress(null))).url
      }
      const body: CreatePostInput = { userId, ...post, imageUrl, postType: postTypeFor(imageUrl) }
      return apiRequest<PublicPost>('POST', '/api/posts', body, { idempotencyKey })
    },
    onSuccess: async () => {
      toast({ title: 'Post created successfully!', description: 'Your post is now live for the community.' })
      onCreated()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueries.recent().queryKey }),
        queryClient.invalidateQueries({ queryKey: postQueries.byUser(userId).queryKey }),
      ])
      navigate('/posts')
    },
    meta: { errorToast: failureToast },
  })
  return { ...mutation, imageProgress }
}
