import { Pencil } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { SaveChangesFooter } from '~/components/ui/save-changes-footer'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useUpdatePost } from '~/hooks/use-update-post'
import { parseForm, type FieldErrors } from '~/lib/form'
import type { Post } from '~/lib/queries/types'
import { splitTags } from '~/lib/tags'

/** The author's "Edit" on the post page: title, content and tags (docs/product/rules.md#editing). */
export function EditPostDialog({ post }: { post: Post }) {
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState(post.title)
  const [content, setContent] = useState(post.content)
  const [tags, setTags] = useState(post.tags.join(', '))
  const [errors, setErrors] = useState<FieldErrors>({})
  const update = useUpdatePost(post)

  function onOpenChange(next: boolean) {
    // Each opening starts from what the post is now.
    if (next) {
      setTitle(post.title)
      setContent(post.content)
      setTags(post.tags.join(', '))
      setErrors({})
    }
    setOpen(next)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/posts').then((contract) => contract.updatePostSchema),
      { title, content, tags: splitTags(tags) },
    )
    setErrors(parsed.errors ?? {})
    if (parsed.data) update.mutate(parsed.data, { onSuccess: () => setOpen(false) })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate aria-label="Edit post" className="space-y-5">
          <DialogHeader>
            <DialogTitle>Edit post</DialogTitle>
            <DialogDescription>Change the title, content or tags of your post.</DialogDescription>
          </DialogHeader>
          <FormField
            name="title"
            id="edit-post-title"
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <div className="space-y-2">
            <Label htmlFor="edit-post-content">Content</Label>
            <Textarea
              id="edit-post-content"
              rows={6}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? 'edit-post-content-error' : undefined}
            />
            {errors.content && (
              <p id="edit-post-content-error" role="alert" className="text-sm text-destructive">
                {errors.content}
              </p>
            )}
          </div>
          <FormField
            name="tags"
            id="edit-post-tags"
            label="Tags (comma separated)"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            error={errors.tags}
          />
          <SaveChangesFooter saving={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
