import { Pencil } from 'lucide-react'
import { useState } from 'react'
import type { UpdatePostInput } from '../../../contracts/posts'
import { SubmitForm } from '~/components/forms/submit-form'
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
import { useSubmit } from '~/hooks/use-submit'
import { useUpdatePost } from '~/hooks/use-update-post'
import type { Post } from '~/lib/queries/types'
import { PostFields, postValues, type PostDraft } from './post-fields'

const draftOf = (post: Post): PostDraft => ({ title: post.title, content: post.content, tags: post.tags.join(', ') })

/** The author's "Edit" on the post page: title, content and tags (docs/product/rules.md#editing). */
export function EditPostDialog({ post }: { post: Post }) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(() => draftOf(post))
  const update = useUpdatePost(post)
  const { submit, pending, errors, clearErrors } = useSubmit({
    schema: () => import('../../../contracts/posts').then((contract) => contract.updatePostSchema),
    send: async (changes: UpdatePostInput) => {
      await update.mutateAsync(changes)
      setOpen(false)
    },
  })

  function onOpenChange(next: boolean) {
    // Each opening starts from what the post is now.
    if (next) {
      setDraft(draftOf(post))
      clearErrors()
    }
    setOpen(next)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <SubmitForm submit={submit} values={() => postValues(draft)} aria-label="Edit post" className="space-y-5">
          <DialogHeader>
            <DialogTitle>Edit post</DialogTitle>
            <DialogDescription>Change the title, content or tags of your post.</DialogDescription>
          </DialogHeader>
          <PostFields draft={draft} onChange={setDraft} errors={errors} idPrefix="edit-post-" />
          <SaveChangesFooter saving={pending} />
        </SubmitForm>
      </DialogContent>
    </Dialog>
  )
}
