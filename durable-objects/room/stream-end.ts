import { getDb } from '../../workers/db/client'
import { pagesShowing, purgeEdgeCache } from '../../workers/edge-cache/purge'
import { endStream as endStreamRow, recordViewerCounts, type RoomStream } from '../../workers/db/streams'
import type { MediaRelay } from '../media/media-relay'
import type { StreamRecordings } from '../media/stream-recordings'
import type { StreamStatus } from '../shards/protocol'
import type { ShardHub } from '../shards/shard-hub'
import type { ChatChannel } from './chat/chat-channel'
import type { Outbox } from './outbox'
import type { RoomStorage } from './room-storage'
import type { SocketRegistry } from './socket-registry'
import type { ViewerCounts } from './viewer-counts'
import { speakingChatSockets } from './vocabulary'

interface EndingRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  shards: ShardHub
  counts: ViewerCounts
  chat: ChatChannel
  recordings: StreamRecordings
  audio: MediaRelay
  video: MediaRelay
  loadStream(): Promise<RoomStream | undefined>
  statusMessage(): Promise<StreamStatus>
  siteOrigin(): Promise<string | undefined>
}

/**
 * Ends the stream once: the row and the user's isStreaming follow, every page hears it in its dialect, media
 * sockets close, the recording is published as the host's track, and the pages that showed the stream live leave
 * the edge cache (docs/decisions/040-*), however it ended: from the API, the studio, or the grace running out.
 */
export async function endStream(room: EndingRoom, database: D1Database): Promise<void> {
  const firstTime = !room.storage.ended
  room.storage.markEnded()
  const stream = await room.loadStream()
  const db = getDb(database)
  if (stream) {
    await recordViewerCounts(db, stream.id, 0, room.storage.peakViewerCount)
    await endStreamRow(db, stream)
  }
  if (firstTime) {
    announceEnd(room, await room.statusMessage())
    logFanout(room)
  }
  await room.recordings.publish()
  const site = await room.siteOrigin()
  if (stream && site)
    await purgeEdgeCache(site, pagesShowing.stream(stream.id, { id: stream.userId, username: stream.ownerUsername }))
}

function announceEnd(room: EndingRoom, status: StreamStatus): void {
  const { registry, outbox } = room
  const streamId = room.storage.streamId!
  outbox.broadcastEvent({ kind: 'stream-ended', streamId, status })
  room.audio.end(status)
  room.video.end(status)
  const wasWatched = room.counts.viewers > 0
  for (const socket of speakingChatSockets(registry)) {
    if (registry.get(socket)?.role) registry.update(socket, { role: null })
  }
  room.shards.end(status)
  if (wasWatched) room.counts.broadcastNow()
}

/**
 * What one chat message cost this room (Workers Logs; the shard benchmark reads it): the frames it handed its own
 * sockets and the calls to shard rooms. A sharded root's share stays flat as the audience grows (ADR 017).
 */
function logFanout(room: EndingRoom): void {
  const { chatMessages } = room.chat
  const chatFrames = room.outbox.chatFrames
  const chatShardCalls = room.shards.chatCalls
  console.info(
    JSON.stringify({
      event: 'room-chat-fanout',
      streamId: room.storage.streamId,
      chatMessages,
      chatFrames,
      chatShardCalls,
    }),
  )
}
