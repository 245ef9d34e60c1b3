import { useObjectUrl } from '~/components/upload/use-object-url'

interface PostPreviewProps {
  title: string
  content: string
  tags: string[]
  image: File | null
}

/** The post as it will look, with its placeholders until the fields are filled. */
export function PostPreview({ title, content, tags, image }: PostPreviewProps) {
  const imageUrl = useObjectUrl(image)
  return (
    <section aria-labelledby="post-preview" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="post-preview" className="text-sm font-medium text-muted-foreground">
        Preview
      </h2>
      {imageUrl && <img src={imageUrl} alt="Post image preview" className="max-h-72 w-full rounded-md object-cover" />}
      <p className="break-words text-xl font-semibold">{title || 'Post Title'}</p>
      <p className="whitespace-pre-line break-words text-sm text-muted-foreground">
        {content || 'Your post content will appear here...'}
      </p>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
