import { getDb } from '../../workers/db/client'
import { startWaitingStream, type RoomStream } from '../../workers/db/streams'
import { queueFanOut } from '../../workers/notification-queue'
import { roomOf } from './room-identity'

interface WaitingRoom {
  loadStream(): Promise<RoomStream | undefined>
  /** Reads the stream row again: it changed under the room's cached copy. */
  reloadStream(): Promise<RoomStream | undefined>
  announceStatus(): Promise<void>
}

/**
 * The first bytes of a push reached a stream made ahead for broadcasting software: it goes live now (its start time
 * is now, the lists show it), its followers get the one 'live' notification, and its page hears it is live
 * (docs/decisions/036-a-stream-made-for-software-goes-live-on-its-first-bytes.md). A stream already live is left as
 * it is.
 */
export async function goLiveOnFirstBytes(room: WaitingRoom, env: Env): Promise<void> {
  const stream = await room.loadStream()
  if (!stream || stream.isLive || stream.endedAt) return
  const { started, endedIds } = await startWaitingStream(getDb(env.DB), stream)
  await room.reloadStream()
  if (!started) return
  await Promise.all([
    ...endedIds.map((id) => roomOf(env, id).end(id)),
    queueFanOut(env, { type: 'live', actorId: stream.userId, targetId: stream.id, subject: stream.title }),
    room.announceStatus(),
  ])
}
