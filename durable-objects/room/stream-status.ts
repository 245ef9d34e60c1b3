import type { RoomStream } from '../../workers/db/streams'
import type { MediaRelay } from '../media/media-relay'
import type { StreamStatus } from '../shards/protocol'
import type { RoomStorage } from './room-storage'
import type { ViewerCounts } from './viewer-counts'

interface StatusRoom {
  storage: RoomStorage
  counts: ViewerCounts
  audio: MediaRelay
  video: MediaRelay
  loadStream(): Promise<RoomStream | undefined>
  isEnded(): Promise<boolean>
}

/** The stream as the viewer page and the media sockets hear it: live or not, its counts, each channel on or off. */
export async function streamStatus(room: StatusRoom): Promise<StreamStatus> {
  const stream = await room.loadStream()
  const ended = await room.isEnded()
  return {
    type: 'stream_status',
    data: {
      streamId: room.storage.streamId ?? stream?.id ?? 0,
      isLive: !ended && (stream?.isLive ?? false),
      viewerCount: room.counts.viewers,
      peakViewerCount: room.storage.peakViewerCount,
      startTime: stream?.startedAt?.getTime() ?? null,
      audioLevel: room.audio.level,
      audioLive: !ended && room.audio.hostConnected,
      videoLive: !ended && room.video.hostConnected,
      // A host who never came is not reconnecting: a fresh stream waits without the notice.
      hostAway: !ended && room.storage.hostAwaySince !== null && room.storage.hostCame,
      ended,
    },
  }
}
