import type { RoomIdentity } from './room-identity'

/** What the room remembers about a socket across hibernation (its serialized attachment). */
export interface SocketAttachment extends RoomIdentity {
  /** Made by the room: viewerId / hostId / senderId in the studio's messages. */
  id: string
  /** Who the socket chats as, for the flood limit and moderation (chatter.ts). */
  chatter: string
  /** The dialect of the socket's first message that has one (room-command.ts); the Outbox answers in it. */
  vocabulary: 'viewer-page' | 'studio' | null
  /** On /ws: counted as a viewer, or hosting (studio) the stream. */
  role: 'viewer' | 'host' | null
  /**
   * On /audio or /video as host: the connection's first chunk has arrived (a new recording's header, or more of the
   * last).
   */
  sentHeader: boolean
}

export type AudienceName =
  | 'viewer-page'
  | 'studio'
  | 'studio-hosts'
  | 'studio-viewers'
  | 'listeners'
  | 'audio-hosts'
  | 'video-listeners'
  | 'video-hosts'

const inAudience: Record<AudienceName, (socket: SocketAttachment) => boolean> = {
  'viewer-page': (s) => s.channel === 'chat' && s.vocabulary === 'viewer-page',
  studio: (s) => s.channel === 'chat' && s.vocabulary === 'studio',
  'studio-hosts': (s) => s.channel === 'chat' && s.vocabulary === 'studio' && s.role === 'host',
  'studio-viewers': (s) => s.channel === 'chat' && s.vocabulary === 'studio' && s.role === 'viewer',
  listeners: (s) => s.channel === 'audio' && s.mediaRole === 'listener',
  'audio-hosts': (s) => s.channel === 'audio' && s.mediaRole === 'host',
  'video-listeners': (s) => s.channel === 'video' && s.mediaRole === 'listener',
  'video-hosts': (s) => s.channel === 'video' && s.mediaRole === 'host',
}

/**
 * The room's sockets and their attachments, read from the runtime once after each wake-up (deserialising 1,000
 * attachments per broadcast would dominate a large room) and kept in step with every change since.
 * Audiences are cached arrays, rebuilt only after a change.
 */
export class SocketRegistry {
  private sockets: Map<WebSocket, SocketAttachment> | null = null
  private byId = new Map<string, WebSocket>()
  private audiences = new Map<AudienceName, WebSocket[]>()
  private viewers: number | null = null

  constructor(private readonly ctx: DurableObjectState) {}

  private get all(): Map<WebSocket, SocketAttachment> {
    return this.load()
  }

  private load(): Map<WebSocket, SocketAttachment> {
    if (!this.sockets) {
      this.sockets = new Map()
      for (const socket of this.ctx.getWebSockets()) {
        const attachment = socket.deserializeAttachment() as SocketAttachment | null
        if (attachment) this.remember(socket, attachment)
      }
    }
    return this.sockets
  }

  private remember(socket: WebSocket, attachment: SocketAttachment) {
    this.sockets!.set(socket, attachment)
    this.byId.set(attachment.id, socket)
    this.audiences.clear()
    this.viewers = null
  }

  add(socket: WebSocket, attachment: SocketAttachment): void {
    socket.serializeAttachment(attachment)
    this.load() // the others first, so the new socket is not read twice
    this.remember(socket, attachment)
  }

  get(socket: WebSocket): SocketAttachment | undefined {
    return this.all.get(socket)
  }

  update(socket: WebSocket, patch: Partial<SocketAttachment>): SocketAttachment {
    const next = { ...this.all.get(socket)!, ...patch }
    socket.serializeAttachment(next)
    this.remember(socket, next)
    return next
  }

  /** Forgets a closed socket; returns what it was, or undefined when it was already gone (close after error). */
  remove(socket: WebSocket): SocketAttachment | undefined {
    const attachment = this.all.get(socket)
    if (!attachment) return undefined
    this.all.delete(socket)
    this.byId.delete(attachment.id)
    this.audiences.clear()
    this.viewers = null
    return attachment
  }

  findById(id: string): { socket: WebSocket; attachment: SocketAttachment } | undefined {
    this.load()
    const socket = this.byId.get(id)
    const attachment = socket && this.all.get(socket)
    return attachment && { socket: socket!, attachment }
  }

  audience(name: AudienceName): WebSocket[] {
    let sockets = this.audiences.get(name)
    if (!sockets) {
      sockets = [...this.all].filter(([, attachment]) => inAudience[name](attachment)).map(([socket]) => socket)
      this.audiences.set(name, sockets)
    }
    return sockets
  }

  /** Viewers: /ws sockets that joined (viewer page or studio); hosts and audio sockets are not counted. */
  viewerCount(): number {
    this.viewers ??= [...this.all.values()].filter((s) => s.channel === 'chat' && s.role === 'viewer').length
    return this.viewers
  }

  /** Open sockets from one client address. */
  fromAddress(address: string): number {
    let count = 0
    for (const attachment of this.all.values()) if (attachment.address === address) count++
    return count
  }

  /** The open chat sockets of one chatter (a user's tabs, or every socket from a visitor's network). */
  ofChatter(chatter: string): WebSocket[] {
    return [...this.all]
      .filter(([, attachment]) => attachment.channel === 'chat' && attachment.chatter === chatter)
      .map(([socket]) => socket)
  }

  get size(): number {
    return this.all.size
  }
}
