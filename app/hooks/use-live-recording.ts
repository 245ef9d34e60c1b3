import { useQuery } from '@tanstack/react-query'
import { browseQueries } from '~/lib/queries/browse'

/** The room publishes the recording once its upload completes, a few seconds after the end: look again till then. */
const RECORDING_WAIT_MS = 60_000
const RECORDING_POLL_MS = 3000

/** A stream has one recording: the room publishes it once. */
export const recordingOfStream = (streamId: number) => ({ streamId, limit: 1 })

export const recordingOfStreamQuery = (streamId: number) => browseQueries.recordings(recordingOfStream(streamId))

/**
 * The recording of a stream that ended at `endedAt` (ms since the epoch), asked again every few seconds until it is
 * published or the wait is over. `settled`: whether it is known by now if there is one.
 */
export function useLiveRecording(streamId: number, endedAt: number) {
  const waitedOut = (answeredAt: number) => answeredAt - endedAt > RECORDING_WAIT_MS
  const { data, dataUpdatedAt } = useQuery({
    ...recordingOfStreamQuery(streamId),
    refetchInterval: ({ state }) => (state.data?.length || waitedOut(state.dataUpdatedAt) ? false : RECORDING_POLL_MS),
  })
  const recording = data?.[0]
  return { recording, settled: recording !== undefined || waitedOut(dataUpdatedAt) }
}
