import { formatCount } from '~/lib/format'
import type { PlayerTrack } from '~/lib/player/player-state'
import type { CommentedContent } from '~/lib/queries/comments'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'
import type { CommentPages } from './use-comment-pages'
import type { WaveformPinState } from './use-waveform-pin'

interface CommentSectionProps {
  content: CommentedContent
  contentOwnerId: number
  commentCount: number
  pages: CommentPages
  /** On a track page: comments pin to the moment it plays at, and a pinned time plays it from there. */
  track?: PlayerTrack
  /** On a track page: the moment picked on its waveform, which the next comment is pinned to. */
  waveformPin?: WaveformPinState
  onPlayFrom?: (seconds: number) => void
}

/** The comments of a track or post: the box to write one, then the list. */
export function CommentSection({
  content,
  contentOwnerId,
  commentCount,
  pages,
  track,
  waveformPin,
  onPlayFrom,
}: CommentSectionProps) {
  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-xl font-semibold">
        Comments <span className="text-base font-normal text-muted-foreground">({formatCount(commentCount)})</span>
      </h2>
      <CommentForm content={content} track={track} waveformPin={waveformPin} />
      <CommentList content={content} contentOwnerId={contentOwnerId} pages={pages} onPlayFrom={onPlayFrom} />
    </section>
  )
}
