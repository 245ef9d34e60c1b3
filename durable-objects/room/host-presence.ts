import type { RoomErrorCode } from '../../contracts/room'
import type { MediaRelay } from '../media/media-relay'
import type { ChatChannel } from './chat/chat-channel'
import type { ChatModeration } from './chat/chat-moderation'
import { takeOverHost } from './host-takeover'
import type { Outbox } from './outbox'
import type { AlarmSchedule } from './alarm-schedule'
import type { RoomStorage } from './room-storage'
import type { SocketAttachment, SocketRegistry } from './socket-registry'
import type { ViewerCounts } from './viewer-counts'

/**
 * A stream without a host this long ends by itself (docs/product/rules.md#streams): a closed tab or a crashed encoder
 * must not stay live, nor a stream made by Go Live whose host never connected.
 */
export const HOST_AWAY_GRACE_MS = 60_000

interface HostedRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  schedule: AlarmSchedule
  counts: ViewerCounts
  moderation: ChatModeration
  chat: ChatChannel
  audio: MediaRelay
  video: MediaRelay
  sendError(socket: WebSocket, code: RoomErrorCode, message: string): void
  /** The stream's status to the viewer pages and the media listeners. */
  announceStatus(): Promise<void>
  closeSocket(socket: WebSocket, code: number, reason: string): void
  loadStream(): Promise<{ isLive: boolean } | undefined>
}

/**
 * Whether the stream has its host: the studio's host-stream, and the countdown to the stream's end while no host
 * socket is here, which the room's alarm keeps (see `overdue`).
 */
export class HostPresence {
  constructor(private readonly room: HostedRoom) {}

  /** The host broadcasts from the studio (/ws) or an encoder (/audio, /video); any one keeps the stream going. */
  get present(): boolean {
    const { registry, audio, video } = this.room
    return registry.audience('studio-hosts').length > 0 || audio.hostConnected || video.hostConnected
  }

  /**
   * The studio's host-stream: the owner's socket becomes the host (an older host socket is moved off), and learns
   * who already watches.
   */
  async connect(socket: WebSocket, sender: SocketAttachment): Promise<void> {
    const { registry, outbox } = this.room
    if (await this.room.chat.refuseUnavailable(socket, sender)) return
    if (!sender.isOwner) return this.room.sendError(socket, 'forbidden', "Only the stream's owner can host it")
    registry.update(socket, { role: 'host' })
    takeOverHost(this.room, 'studio-hosts', socket)
    this.arrived()
    // A host that reconnects rebuilds one peer connection per viewer already watching.
    for (const viewer of registry.audience('studio-viewers')) {
      outbox.sendEvent(socket, sender, { kind: 'viewer-joined', viewer: registry.get(viewer)! })
    }
    outbox.sendEvent(socket, sender, { kind: 'viewer-count', count: this.room.counts.viewers })
    this.room.moderation.greet(socket, sender)
  }

  /**
   * A host socket came (back): the stream no longer counts down to its end (viewers learn the host is back), and
   * the alarm watches the host.
   */
  arrived(): void {
    this.room.storage.markHostCame()
    if (this.room.storage.hostAwaySince !== null) {
      this.room.storage.hostAwaySince = null
      void this.room.announceStatus()
    }
    void this.room.schedule.at(Date.now() + HOST_AWAY_GRACE_MS)
  }

  /**
   * The stream was just made, or its last host socket went: it ends unless a host is here within the grace (see
   * `overdue`). One countdown for both, so a host who never came ends the stream exactly as one who left. Viewers
   * learn the host is away (`hostAway` in the status). A stream waiting for broadcasting software's first bytes is
   * not live yet, so nothing counts down (a refused push leaves it waiting).
   */
  async countDown(): Promise<void> {
    const { storage } = this.room
    if (storage.ended || this.present || storage.hostAwaySince !== null) return
    if (!(await this.room.loadStream())?.isLive) return
    if (this.present || storage.hostAwaySince !== null) return
    const now = Date.now()
    storage.hostAwaySince = now
    await Promise.all([this.room.schedule.at(now + HOST_AWAY_GRACE_MS), this.room.announceStatus()])
  }

  /**
   * The alarm's look at the host: true when it has been away longer than the grace (the stream ends), otherwise the
   * alarm is set to look again. While a host is here it looks every grace: a room evicted mid-stream loses its
   * sockets without a close event, and only the alarm then notices the host is gone.
   */
  async overdue(): Promise<boolean> {
    const awaySince = this.room.storage.hostAwaySince
    if (awaySince !== null && !this.present) {
      if (Date.now() >= awaySince + HOST_AWAY_GRACE_MS) return true
      await this.room.schedule.at(awaySince + HOST_AWAY_GRACE_MS)
    } else if (awaySince === null) {
      await (this.present ? this.room.schedule.at(Date.now() + HOST_AWAY_GRACE_MS) : this.countDown())
    }
    return false
  }
}
