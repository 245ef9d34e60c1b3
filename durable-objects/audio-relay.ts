import { AUDIO_FRAME_MAX_BYTES, audioClientMessageSchema, type ServerMessage } from '../contracts/room'
import { startsWithEbmlHeader } from '../contracts/webm'
import type { Outbox } from './outbox'
import { LiveAudioStart } from './live-audio-start'
import type { RoomStorage } from './room-storage'
import type { SocketAttachment, SocketRegistry } from './socket-registry'

export interface AudioRelayRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  /** Records a chunk of the host's audio, unless the recording has stopped. */
  record(chunk: ArrayBuffer): Promise<void>
  statusMessage(): Promise<ServerMessage>
  /** Closes one socket for breaking a rule, without disturbing the others. */
  closeSocket(socket: WebSocket, code: number, reason: string): void
  hostArrived(): void
}

/**
 * /audio (PRODUCT.md §4): the host's binary WebM/Opus chunks go to every listener in order, the same buffer to
 * all; a late joiner first gets the header of the host's connection and the current Cluster from its start, so it
 * can decode from its first byte; what the host sends is also recorded, up to the recording's limits.
 */
export class AudioRelay {
  /** Last level the host reported, 0..1. */
  level = 0
  private readonly start: LiveAudioStart

  constructor(private readonly room: AudioRelayRoom) {
    this.start = new LiveAudioStart(room.storage.cluster)
  }

  get hostConnected(): boolean {
    return this.room.registry.audience('audio-hosts').length > 0
  }

  async open(socket: WebSocket, attachment: SocketAttachment): Promise<void> {
    // The socket already receives live chunks: its start must go out before the first await lets one in.
    if (attachment.audioRole !== 'host') this.sendStart(socket)
    const status = await this.room.statusMessage()
    if (this.room.storage.ended) {
      this.room.outbox.send(socket, status)
      return this.room.closeSocket(socket, 1000, 'Stream ended')
    }
    if (attachment.audioRole === 'host') {
      this.room.hostArrived()
      return this.announceStatus()
    }
    this.room.outbox.send(socket, status)
  }

  private sendStart(socket: WebSocket): void {
    const header = this.room.storage.audioHeader
    if (this.room.storage.ended || !header || !this.hostConnected) return
    this.room.outbox.sendBinary(socket, header)
    for (const bytes of this.start.currentCluster) this.room.outbox.sendBinary(socket, bytes)
  }

  chunk(socket: WebSocket, sender: SocketAttachment, chunk: ArrayBuffer): Promise<void> | void {
    if (chunk.byteLength > AUDIO_FRAME_MAX_BYTES) return this.room.closeSocket(socket, 1009, 'Audio frame too big')
    if (sender.audioRole !== 'host') return this.room.closeSocket(socket, 1008, 'Only the host sends audio')
    if (this.room.storage.ended) return
    // A host connection opens with a new recording's header, or carries on the recording of the one before.
    const opensRecording = !sender.sentHeader && startsWithEbmlHeader(chunk)
    if (!sender.sentHeader) this.room.registry.update(socket, { sentHeader: true })
    if (opensRecording) this.room.storage.audioHeader = this.start.begin(chunk)
    else this.start.push(chunk)
    this.room.outbox.broadcastBinary('listeners', chunk)
    return this.room.record(chunk)
  }

  text(socket: WebSocket, sender: SocketAttachment, message: unknown): void {
    const parsed = audioClientMessageSchema.safeParse(message)
    if (!parsed.success) {
      return this.room.outbox.send(socket, { type: 'error', data: { message: 'Unknown or malformed message', code: 'malformed' } })
    }
    switch (parsed.data.type) {
      case 'ping':
        return this.room.outbox.send(socket, { type: 'pong', data: { timestamp: Date.now() } })
      case 'audio_level':
        if (sender.audioRole !== 'host') {
          return this.room.outbox.send(socket, { type: 'error', data: { message: 'Only the host reports audio levels', code: 'forbidden' } })
        }
        this.level = parsed.data.data.level
        return this.room.outbox.broadcast('listeners', { type: 'audio_level', data: { level: this.level } })
    }
  }

  /** A host came or went: listeners and the viewer page learn whether audio is on. */
  async announceStatus(): Promise<void> {
    const status = await this.room.statusMessage()
    this.room.outbox.broadcast('listeners', status)
    this.room.outbox.broadcast('viewer-page', status)
  }
}
