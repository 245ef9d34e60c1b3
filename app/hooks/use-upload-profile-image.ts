import { MAX_IMAGE_BYTES, type UploadedImage } from '../../contracts/uploads'
import { ApiRequestError, apiRequest } from '~/lib/api-client'
import { useCreatingMutation } from './use-creating-mutation'
import { useSubmit } from './use-submit'
import { toast } from './use-toast'
import { useUpdateProfile } from './use-update-profile'

/** The profile image: the browser's checks before anything is sent; the server checks the bytes again. */
function refusal(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid File', description: 'Please select an image file.' }
  if (file.size >= MAX_IMAGE_BYTES) return { title: 'File Too Large', description: 'Image must be less than 5MB.' }
  return null
}

/**
 * Uploads a picture (POST /api/upload/image, field `image`) and makes it the profile picture at once, as a
 * user of any music site expects of 'change avatar'.
 */
export function useUploadProfileImage() {
  const updateProfile = useUpdateProfile()
  const upload = useCreatingMutation({
    mutationFn: async (file: File, idempotencyKey) => {
      const form = new FormData()
      form.append('image', file)
      const { url } = await apiRequest<UploadedImage>('POST', '/api/upload/image', form, { idempotencyKey })
      await updateProfile.mutateAsync({ profileImageUrl: url })
      return url
    },
    onSuccess: () =>
      toast({ title: 'Image Uploaded', description: 'Your profile image has been uploaded successfully.' }),
    meta: {
      errorToast: (error) => ({
        title: 'Error',
        // A refusal (4xx) says why, in the server's words; anything else gets the generic text.
        description:
          error instanceof ApiRequestError && error.status < 500
            ? error.message
            : 'Failed to upload image. Please try again.',
      }),
    },
  })
  const { submit, pending } = useSubmit({
    send: (file: File, idempotencyKey) => upload.mutateAsync({ input: file, idempotencyKey }),
  })
  return {
    isPending: pending,
    upload: (file: File) => {
      const problem = refusal(file)
      if (problem) toast({ ...problem, variant: 'destructive' })
      else void submit(file)
    },
  }
}
