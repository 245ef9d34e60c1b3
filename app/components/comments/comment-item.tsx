import { Link } from '@remix-run/react'
import { Play, Trash2 } from 'lucide-react'
import { Avatar } from '~/components/ui/avatar'
import { ConfirmButton } from '~/components/ui/confirm-button'
import { DateText } from '~/components/ui/date-text'
import { formatDuration } from '~/lib/format'
import type { Comment } from '~/lib/queries/types'

interface CommentItemProps {
  comment: Comment
  /** Shown to the author and to the owner of the track or post. */
  onDelete?: () => void
  deleting?: boolean
  /** Plays the track from the comment's pinned moment. */
  onPlayFrom?: (seconds: number) => void
}

export function CommentItem({ comment, onDelete, deleting, onPlayFrom }: CommentItemProps) {
  const pinned = comment.timestampSeconds
  return (
    <div className="flex gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <Link
            to={`/profile/${comment.user.username}`}
            className="flex items-center gap-2 font-medium hover:underline"
          >
            <Avatar name={comment.user.displayName} src={comment.user.profileImageUrl} className="h-7 w-7 text-xs" />
            {comment.user.displayName}
          </Link>
          {pinned !== null && onPlayFrom && (
            <button
              type="button"
              onClick={() => onPlayFrom(pinned)}
              aria-label={`Play from ${formatDuration(pinned)}`}
              className="inline-flex items-center gap-1 rounded px-1 text-xs tabular-nums text-link hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Play className="h-3 w-3" aria-hidden />
              {formatDuration(pinned)}
            </button>
          )}
          <span className="text-xs text-muted-foreground">
            <DateText value={comment.createdAt} />
          </span>
        </div>
        <p className="whitespace-pre-line break-words pl-9 text-sm">{comment.content}</p>
      </div>
      {onDelete && (
        <ConfirmButton
          variant="ghost"
          label={`Delete comment by ${comment.user.displayName}`}
          title="Delete this comment?"
          question="This action cannot be undone and the comment will be permanently removed."
          confirm="Delete"
          disabled={deleting}
          onConfirm={onDelete}
        >
          <Trash2 aria-hidden />
        </ConfirmButton>
      )}
    </div>
  )
}
