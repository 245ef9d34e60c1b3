import { Radio } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useLiveVideo } from '~/hooks/use-live-video'
import { cn } from '~/lib/utils'

// Shown only once the room says the stream has video: Radix's switch loads then.
const AudioOnlySwitch = lazy(() => import('./audio-only-switch'))

/**
 * The viewer page's picture: the host's camera or screen from /video while the room says video is live, else the
 * radio picture of an audio-only stream. 'Audio only' keeps the viewer on /audio and closes the video socket. Before
 * the room's first status (videoLive null) the video socket already opens, so a late viewer sees the picture sooner.
 */
export function LiveVideoArea({
  streamId,
  isLive,
  videoLive,
  audioOnly,
  onAudioOnlyChange,
}: {
  streamId: number
  isLive: boolean
  videoLive: boolean | null
  audioOnly: boolean
  onAudioOnlyChange: (audioOnly: boolean) => void
}) {
  const video = useLiveVideo(streamId, isLive && videoLive !== false && !audioOnly)
  return (
    <div className="space-y-2">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
        <video
          ref={video.ref}
          aria-label="Live video"
          muted
          playsInline
          className={cn('h-full w-full object-contain', !video.showing && 'invisible')}
        />
        {!video.showing && <Radio className="absolute inset-0 m-auto h-12 w-12 text-white/70" aria-hidden />}
      </div>
      {isLive && videoLive && (
        <Suspense fallback={null}>
          <AudioOnlySwitch checked={audioOnly} onCheckedChange={onAudioOnlyChange} />
        </Suspense>
      )}
    </div>
  )
}
