import { Link } from '@remix-run/react'
import { Radio } from 'lucide-react'
import { useLiveRecording } from '~/hooks/use-live-recording'
import type { Stream } from '~/lib/queries/types'

/**
 * Where the video was: says the stream has ended and links to its recording (a track naming the stream); a stream
 * that ended before it went live (cancelled while it waited for broadcasting software) says so.
 */
export function StreamEndedNotice({ stream }: { stream: Stream & { endedAt: string } }) {
  const { recording } = useLiveRecording(stream.id, Date.parse(stream.endedAt))
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-lg bg-black p-4 text-center text-white/80">
      <Radio className="h-12 w-12" aria-hidden />
      <p className="text-lg font-semibold">
        {stream.startedAt ? 'This stream has ended' : 'This stream was cancelled'}
      </p>
      {recording && (
        <Link to={`/track/${recording.id}`} className="text-white underline">
          Listen to the recording
        </Link>
      )}
    </div>
  )
}
