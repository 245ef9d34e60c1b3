import { Repeat2 } from 'lucide-react'
import type { RepostableType } from '../../../contracts/plain-values'
import { Button } from '~/components/ui/button'
import { useRepost } from '~/hooks/use-repost'
import { formatCount, formatQuantity } from '~/lib/format'
import { cn } from '~/lib/utils'

interface RepostButtonProps {
  contentType: RepostableType
  contentId: number
  /** The count the page already has (from the track or playlist), shown until the server answers. */
  initialCount?: number
}

/** The Repost toggle beside Like, with the count. */
export function RepostButton({ contentType, contentId, initialCount }: RepostButtonProps) {
  const repost = useRepost(contentType, contentId, initialCount)
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={repost.toggle}
      disabled={repost.isPending}
      aria-pressed={repost.isReposted}
      // The name holds the visible count too, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={`${repost.isReposted ? 'Undo repost' : 'Repost'}, ${formatQuantity(repost.count, 'repost')}`}
      className="gap-1.5"
    >
      <Repeat2 className={cn(repost.isReposted && 'text-primary')} aria-hidden />
      <span>{formatCount(repost.count)}</span>
    </Button>
  )
}
