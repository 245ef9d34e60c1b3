import { Waveform } from '~/components/tracks/waveform'
import type { Comment, TrackDetail } from '~/lib/queries/types'
import { CommentMarkers } from './comment-markers'

interface WaveformWithCommentsProps {
  track: Pick<TrackDetail, 'waveform' | 'duration'>
  comments: Comment[]
  onPlayFrom: (seconds: number) => void
}

/** The track's waveform with its pinned comments beneath it; a plain line stands in for an upload without peaks. */
export function WaveformWithComments({ track, comments, onPlayFrom }: WaveformWithCommentsProps) {
  const hasPeaks = Boolean(track.waveform?.length)
  const hasPinned = comments.some((comment) => comment.timestampSeconds !== null)
  if (!hasPeaks && !hasPinned) return null
  return (
    <div className="relative pb-7">
      {track.waveform?.length ? (
        <Waveform peaks={track.waveform} />
      ) : (
        <div className="h-1 rounded-full bg-muted" aria-hidden />
      )}
      <CommentMarkers comments={comments} duration={track.duration} onPlayFrom={onPlayFrom} />
    </div>
  )
}
