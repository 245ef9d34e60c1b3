import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { Radio } from 'lucide-react'
import { browseQueries } from '~/lib/queries/browse'
import type { Stream } from '~/lib/queries/types'

/** The room publishes the recording once its upload completes, a few seconds after the end: look again till then. */
const RECORDING_WAIT_MS = 60_000
const RECORDING_POLL_MS = 3000

/** A stream has one recording: the room publishes it once. */
const recordingOf = (streamId: number) => ({ streamId, limit: 1 })

export const recordingOfStreamQuery = (streamId: number) => browseQueries.recordings(recordingOf(streamId))

/** Where the video was: says the stream has ended and links to its recording (a track naming the stream). */
export function StreamEndedNotice({ stream }: { stream: Stream & { endedAt: string } }) {
  const { data } = useQuery({
    ...recordingOfStreamQuery(stream.id),
    refetchInterval: (query) =>
      query.state.data?.length || Date.now() - Date.parse(stream.endedAt) > RECORDING_WAIT_MS ? false : RECORDING_POLL_MS,
  })
  const recording = data?.[0]
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-lg bg-black p-4 text-center text-white/80">
      <Radio className="h-12 w-12" aria-hidden />
      <p className="text-lg font-semibold">This stream has ended</p>
      {recording && (
        <Link to={`/track/${recording.id}`} className="text-white underline">
          Listen to the recording
        </Link>
      )}
    </div>
  )
}
