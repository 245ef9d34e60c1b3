import { Link } from '@remix-run/react'
import { Share2 } from 'lucide-react'
import { CommentSection } from '~/components/comments/comment-section'
import { useCommentPages } from '~/components/comments/use-comment-pages'
import { LikeButton } from '~/components/likes/like-button'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { DateText } from '~/components/ui/date-text'
import type { Post } from '~/lib/queries/types'
import { DeletePostButton } from './delete-post-button'
import { EditPostDialog } from './edit-post-dialog'

function shareLink(post: Post) {
  const params = new URLSearchParams({
    id: String(post.id),
    type: 'post',
    title: post.title,
    description: post.content.slice(0, 200),
    returnUrl: `/post/${post.id}`,
  })
  if (post.imageUrl) params.set('imageUrl', post.imageUrl)
  return `/share?${params}`
}

export function PostDetail({ post, isOwner }: { post: Post; isOwner: boolean }) {
  const commented = { contentType: 'post', id: post.id } as const
  const comments = useCommentPages(commented)
  return (
    <article className="space-y-5">
      <header className="space-y-3">
        <h1 className="break-words text-3xl font-bold">{post.title}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {post.user && (
            <Link
              to={`/profile/${post.user.username}`}
              className="flex items-center gap-2 font-medium text-foreground hover:underline"
            >
              <Avatar name={post.user.displayName} src={post.user.profileImageUrl} className="h-8 w-8 text-xs" />
              {post.user.displayName}
            </Link>
          )}
          <DateText value={post.createdAt} />
        </div>
      </header>
      {post.imageUrl && <img src={post.imageUrl} alt="" className="max-h-[32rem] w-full rounded-lg object-cover" />}
      <p className="whitespace-pre-line break-words">{post.content}</p>
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        <LikeButton contentType="post" contentId={post.id} initialCount={post.likeCount} />
        <Button asChild variant="ghost" size="sm">
          <Link to={shareLink(post)}>
            <Share2 aria-hidden /> Share
          </Link>
        </Button>
        {isOwner && <EditPostDialog post={post} />}
        {isOwner && <DeletePostButton postId={post.id} userId={post.userId} />}
      </div>
      <CommentSection
        content={commented}
        contentOwnerId={post.userId}
        commentCount={post.commentCount}
        pages={comments}
      />
    </article>
  )
}
