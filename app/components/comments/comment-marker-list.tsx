import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '~/components/ui/tooltip'
import { formatDuration } from '~/lib/format'
import type { Comment } from '~/lib/queries/types'

export interface CommentMarkersProps {
  comments: Comment[]
  duration: number
  onPlayFrom: (seconds: number) => void
}

/**
 * The pinned comments as markers along the waveform: hovering or focusing one shows it, activating it plays the
 * track from its moment. Loaded by comment-markers.tsx.
 */
export default function CommentMarkerList({ comments, duration, onPlayFrom }: CommentMarkersProps) {
  const pinned = comments.filter(
    (comment): comment is Comment & { timestampSeconds: number } => comment.timestampSeconds !== null,
  )
  if (pinned.length === 0 || duration <= 0) return null
  return (
    <TooltipProvider>
      <ul aria-label="Comments on the waveform" className="pointer-events-none absolute inset-x-0 bottom-0 h-6">
        {pinned.map((comment) => (
          <li
            key={comment.id}
            className="absolute bottom-0 -translate-x-1/2"
            style={{ left: `${Math.min(100, (comment.timestampSeconds / duration) * 100)}%` }}
          >
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  onClick={() => onPlayFrom(comment.timestampSeconds)}
                  aria-label={`Comment by ${comment.user.displayName} at ${formatDuration(comment.timestampSeconds)}: play from here`}
                  className="pointer-events-auto block h-5 w-5 rounded-full border-2 border-background bg-primary shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
              </TooltipTrigger>
              <TooltipContent className="max-w-xs">
                <p className="font-medium">
                  {comment.user.displayName} · {formatDuration(comment.timestampSeconds)}
                </p>
                <p className="whitespace-pre-line break-words">{comment.content}</p>
              </TooltipContent>
            </Tooltip>
          </li>
        ))}
      </ul>
    </TooltipProvider>
  )
}
