import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { FileDropZone, IMAGE_FILES } from '~/components/upload/file-drop-zone'
import { UploadProgress } from '~/components/upload/upload-progress'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSingleSubmit } from '~/hooks/use-single-submit'
import { toast } from '~/hooks/use-toast'
import { parseForm, type FieldErrors } from '~/lib/form'
import { splitTags } from '~/lib/tags'
import { PostPreview } from './post-preview'
import { useCreatePost } from './use-create-post'

export function CreatePostForm({ userId }: { userId: number }) {
  const { user } = useCurrentUser()
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [tagsText, setTagsText] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const tags = splitTags(tagsText)
  const createPost = useCreatePost(userId, () => {
    setTitle('')
    setContent('')
    setTagsText('')
    setImage(null)
  })

  const publish = useSingleSubmit(async () => {
    // The image is checked by the server once uploaded; here only the typed fields are.
    const parsed = await parseForm(
      () => import('../../../contracts/posts').then((contract) => contract.createPostSchema),
      { title, content, tags, postType: 'text' },
    )
    setErrors(parsed.errors ?? {})
    const post = parsed.data
    if (post) await createPost.mutateAsync({ title: post.title, content: post.content, tags: post.tags, image })
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!user)
      return toast({
        title: 'Authentication required',
        description: 'Please log in to create a post',
        variant: 'destructive',
      })
    void publish.run()
  }

  const pending = publish.pending
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={onSubmit} noValidate aria-label="Create post" className="space-y-5">
        <FormField
          name="title"
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          disabled={pending}
        />
        <div className="space-y-2">
          <Label htmlFor="content">Content</Label>
          <Textarea
            id="content"
            name="content"
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? 'content-error' : undefined}
            disabled={pending}
          />
          {errors.content && (
            <p id="content-error" role="alert" className="text-sm text-destructive">
              {errors.content}
            </p>
          )}
        </div>
        <FormField
          name="tags"
          label="Tags (comma separated)"
          placeholder="music, live, new release"
          value={tagsText}
          onChange={(event) => setTagsText(event.target.value)}
          error={errors.tags}
          disabled={pending}
        />
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
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Publishing...' : 'Publish Post'}
        </Button>
      </form>
      <PostPreview title={title} content={content} tags={tags} image={image} />
    </div>
  )
}
