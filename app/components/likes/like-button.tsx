import { Heart } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useLike, type LikeContentType } from '~/hooks/use-like'
import { formatCount, formatQuantity } from '~/lib/format'
import { cn } from '~/lib/utils'

interface LikeButtonProps {
  contentType: LikeContentType
  contentId: number
  /** The count the page already has (from the track or post), shown until the server answers. */
  initialCount?: number
  className?: string
}

export function LikeButton({ contentType, contentId, initialCount, className }: LikeButtonProps) {
  const like = useLike(contentType, contentId, initialCount)
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={like.toggle}
      disabled={like.isPending}
      aria-pressed={like.isLiked}
      // The name holds the visible count too, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={`${like.isLiked ? 'Unlike' : 'Like'}, ${formatQuantity(like.count, 'like')}`}
      className={cn('gap-1.5', className)}
    >
      <Heart className={cn(like.isLiked && 'fill-red-500 text-red-500')} aria-hidden />
      <span>{formatCount(like.count)}</span>
    </Button>
  )
}
