import { FormField, TextAreaField } from '~/components/auth/form-field'
import type { FieldErrors } from '~/lib/form'
import { splitTags } from '~/lib/tags'

/** A post's written fields as typed: the tags still one comma-separated text. */
export interface PostDraft {
  title: string
  content: string
  tags: string
}

export const EMPTY_POST: PostDraft = { title: '', content: '', tags: '' }

/** What the contract's schemas read from a draft. */
export const postValues = (draft: PostDraft) => ({ ...draft, tags: splitTags(draft.tags) })

interface PostFieldsProps {
  draft: PostDraft
  onChange: (draft: PostDraft) => void
  errors: FieldErrors
  /** Told apart from another form's fields on the same page. */
  idPrefix?: string
  disabled?: boolean
}

/** Title, content and tags: the fields of writing a post and of editing one. */
export function PostFields({ draft, onChange, errors, idPrefix = '', disabled }: PostFieldsProps) {
  const field = (name: keyof PostDraft) => ({
    name,
    id: `${idPrefix}${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
    error: errors[name],
    disabled,
  })
  return (
    <>
      <FormField label="Title" {...field('title')} />
      <TextAreaField label="Content" rows={6} {...field('content')} />
      <FormField label="Tags (comma separated)" placeholder="music, live, new release" {...field('tags')} />
    </>
  )
}
