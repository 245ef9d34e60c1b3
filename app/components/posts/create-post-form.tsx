import { useState } from 'react'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { FileDropZone, IMAGE_FILES } from '~/components/upload/file-drop-zone'
import { UploadProgress } from '~/components/upload/upload-progress'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSubmit } from '~/hooks/use-submit'
import { toast } from '~/hooks/use-toast'
import { EMPTY_POST, PostFields, postValues } from './post-fields'
import { PostPreview } from './post-preview'
import { useCreatePost, type NewPost } from './use-create-post'

export function CreatePostForm({ userId }: { userId: number }) {
  const { user } = useCurrentUser()
  const [draft, setDraft] = useState(EMPTY_POST)
  const [image, setImage] = useState<File | null>(null)
  const createPost = useCreatePost(userId, () => {
    setDraft(EMPTY_POST)
    setImage(null)
  })
  // The image is checked by the server once uploaded; here only the typed fields are.
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/posts').then((contract) => contract.createPostSchema),
    send: async ({ title, content, tags }: Omit<NewPost, 'image'>, idempotencyKey) => {
      if (!user)
        return toast({
          title: 'Authentication required',
          description: 'Please log in to create a post',
          variant: 'destructive',
        })
      await createPost.mutateAsync({ input: { title, content, tags, image }, idempotencyKey })
    },
  })

  const values = postValues(draft)
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <SubmitForm
        submit={submit}
        values={() => ({ ...values, postType: 'text' })}
        aria-label="Create post"
        className="space-y-5"
      >
        <PostFields draft={draft} onChange={setDraft} errors={errors} disabled={pending} />
        <FileDropZone
          id="image"
          label="Image (Optional)"
          {...IMAGE_FILES}
          file={image}
          onFile={setImage}
          disabled={pending}
        />
        {image && !pending && (
          <Button type="button" variant="ghost" size="sm" onClick={() => setImage(null)}>
            Remove image
          </Button>
        )}
        {createPost.imageProgress !== null && (
          <UploadProgress label="Uploading image" percent={createPost.imageProgress} />
        )}
        <SubmitButton pending={pending} pendingLabel="Publishing..." className="w-full sm:w-auto">
          Publish Post
        </SubmitButton>
      </SubmitForm>
      <PostPreview title={draft.title} content={draft.content} tags={values.tags} image={image} />
    </div>
  )
}
