import { Video } from 'lucide-react'
import { useRef } from 'react'
import { useRecordingPicture } from '~/hooks/use-recording-picture'
import type { TrackDetail } from '~/lib/queries/types'
import { cn } from '~/lib/utils'

/** A live recording's picture (ADR 015), shown while the persistent player plays the recording. */
export function RecordingPicture({ track }: { track: TrackDetail }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const segment = useRecordingPicture(videoRef, track.id, track.videoSegments)
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
      <video
        ref={videoRef}
        aria-label="Recording video"
        muted
        playsInline
        className={cn('h-full w-full object-contain', !segment && 'invisible')}
      />
      {!segment && <Video className="absolute inset-0 m-auto h-12 w-12 text-white/70" aria-hidden />}
    </div>
  )
}
