import { Waveform } from '~/components/tracks/waveform'
import type { Comment, TrackDetail } from '~/lib/queries/types'
import { CommentMarkers } from './comment-markers'
import { WaveformMomentPicker } from './waveform-moment-picker'

interface WaveformWithCommentsProps {
  track: Pick<TrackDetail, 'id' | 'waveform' | 'duration'>
  comments: Comment[]
  onPlayFrom: (seconds: number) => void
  /** A moment picked on the waveform, for a comment pinned to it. */
  onPick: (seconds: number) => void
}

/**
 * The track's waveform, where a click comments on a moment, with its pinned comments beneath it; a plain line stands
 * in for an upload without peaks.
 */
export function WaveformWithComments({ track, comments, onPlayFrom, onPick }: WaveformWithCommentsProps) {
  const hasPeaks = Boolean(track.waveform?.length)
  const hasPinned = comments.some((comment) => comment.timestampSeconds !== null)
  if (!hasPeaks && !hasPinned) return null
  return (
    <div className="relative pb-7">
      {track.waveform?.length ? (
        <WaveformMomentPicker track={track} onPick={onPick}>
          <Waveform peaks={track.waveform} />
        </WaveformMomentPicker>
      ) : (
        <div className="h-1 rounded-full bg-muted" aria-hidden />
      )}
      <CommentMarkers comments={comments} duration={track.duration} onPlayFrom={onPlayFrom} />
    </div>
  )
}
