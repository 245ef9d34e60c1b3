import { Link } from '@remix-run/react'
import { MessageCircle } from 'lucide-react'
import { LikeButton } from '~/components/likes/like-button'
import { Avatar } from '~/components/ui/avatar'
import { DateText } from '~/components/ui/date-text'
import { formatCount, formatQuantity } from '~/lib/format'
import type { Post } from '~/lib/queries/types'

export function PostCard({ post }: { post: Post }) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      {post.user && (
        <Link to={`/profile/${post.user.username}`} className="flex items-center gap-2 text-sm">
          <Avatar name={post.user.displayName} src={post.user.profileImageUrl} className="h-7 w-7 text-xs" />
          <span className="font-medium">{post.user.displayName}</span>
        </Link>
      )}
      {post.imageUrl && (
        <img src={post.imageUrl} alt="" loading="lazy" className="max-h-80 w-full rounded-md object-cover" />
      )}
      <h3 className="text-lg font-semibold">
        <Link to={`/posts/${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="whitespace-pre-line text-sm text-muted-foreground">{post.content}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <DateText value={post.createdAt} />
        {post.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-secondary px-2 py-0.5">
            #{tag}
          </span>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <LikeButton contentType="post" contentId={post.id} initialCount={post.likeCount} />
        <Link
          to={`/posts/${post.id}`}
          aria-label={formatQuantity(post.commentCount, 'comment')}
          className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <MessageCircle className="h-4 w-4" aria-hidden />
          {formatCount(post.commentCount)}
        </Link>
      </div>
    </article>
  )
}
