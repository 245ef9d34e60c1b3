import { CHAT_PEOPLE_VIEWERS_MAX, type ChatPeople } from '../contracts/room-moderation'
import type { ChatModerationStore } from './chat-moderation-store'
import type { Outbox } from './outbox'
import type { SocketAttachment, SocketRegistry } from './socket-registry'
import { Throttle } from './throttle'

/** A changed list goes out at most this often, so a join storm sends a handful of lists, not one per join. */
export const CHAT_PEOPLE_PUSH_INTERVAL_MS = 1000

/**
 * The people of the chat for the host and its moderators (issue 15: moderators are named from the viewer list):
 * who is watching now, read from the /ws sockets' attachments (so it needs nothing kept across hibernation), and the
 * moderators and sanctions, read from storage.
 */
export class ChatPeopleList {
  private readonly pushes = new Throttle(CHAT_PEOPLE_PUSH_INTERVAL_MS, () => this.push())

  constructor(
    private readonly registry: SocketRegistry,
    private readonly outbox: Outbox,
    private readonly store: ChatModerationStore,
  ) {}

  private chatSockets(): { socket: WebSocket; attachment: SocketAttachment }[] {
    return [...this.registry.audience('viewer-page'), ...this.registry.audience('studio')].map((socket) => ({ socket, attachment: this.registry.get(socket)! }))
  }

  list(now = Date.now()): ChatPeople {
    const viewers = new Map<number, string>()
    const guests = new Set<string>()
    for (const { attachment } of this.chatSockets()) {
      if (attachment.role !== 'viewer' || attachment.isOwner) continue
      if (attachment.userId === null) guests.add(attachment.chatter)
      else viewers.set(attachment.userId, attachment.displayName ?? `User ${attachment.userId}`)
    }
    const sorted = [...viewers].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId)
    return {
      viewers: sorted.slice(0, CHAT_PEOPLE_VIEWERS_MAX),
      moreViewers: Math.max(0, sorted.length - CHAT_PEOPLE_VIEWERS_MAX),
      guests: guests.size,
      moderators: this.store.moderators,
      sanctions: this.store.sanctions(now),
    }
  }

  send(socket: WebSocket): void {
    this.outbox.send(socket, { type: 'chat-people', data: this.list() })
  }

  /** Someone came or went, or a sanction or the moderators changed: the host and moderators hear it soon. */
  changed(): void {
    this.pushes.poke()
  }

  private push(): void {
    const moderatorIds = new Set(this.store.settings.moderatorIds)
    const recipients = this.chatSockets().filter(({ attachment }) => attachment.isOwner || (attachment.userId !== null && moderatorIds.has(attachment.userId)))
    if (!recipients.length) return
    const frame = { type: 'chat-people', data: this.list() } as const
    for (const { socket } of recipients) this.outbox.send(socket, frame)
  }
}
