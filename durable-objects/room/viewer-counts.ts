import type { ShardHub } from '../shards/shard-hub'
import type { ChatModeration } from './chat/chat-moderation'
import type { Outbox } from './outbox'
import type { AlarmSchedule } from './alarm-schedule'
import type { RoomStorage } from './room-storage'
import type { SocketRegistry } from './socket-registry'
import { Throttle } from './throttle'

/** Viewer-count frames at most this often, so a join storm sends a handful, not one per join to everyone. */
const COUNT_BROADCAST_INTERVAL_MS = 250
/** Counts are written back to the stream row at most once per second. */
const COUNT_WRITE_DELAY_MS = 1000

interface CountedRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  shards: ShardHub
  schedule: AlarmSchedule
  moderation: ChatModeration
}

/**
 * The stream's viewers, here and on its shard rooms: when they change, the people list and the peak follow, both
 * pages hear the count (throttled), and the alarm writes it back to the stream row.
 */
export class ViewerCounts {
  private readonly broadcasts = new Throttle(COUNT_BROADCAST_INTERVAL_MS, () => this.broadcast())
  private writeScheduled = false

  constructor(private readonly room: CountedRoom) {}

  get viewers(): number {
    return this.room.registry.viewerCount() + this.room.shards.viewers
  }

  changed(): void {
    this.room.moderation.people.changed()
    this.room.storage.notePeak(this.viewers)
    void this.scheduleWrite()
    this.broadcasts.poke()
  }

  /** The stream ended: the last count goes out at once. */
  broadcastNow(): void {
    this.broadcasts.runNow()
  }

  /** The alarm rang and writes the counts back: the next change schedules the next write. */
  writing(): void {
    this.writeScheduled = false
  }

  private broadcast(): void {
    this.room.outbox.broadcastEvent({ kind: 'viewer-count', count: this.viewers })
  }

  private async scheduleWrite(): Promise<void> {
    if (this.writeScheduled) return
    this.writeScheduled = true
    await this.room.schedule.at(Date.now() + COUNT_WRITE_DELAY_MS)
  }
}
