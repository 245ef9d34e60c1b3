import { CHAT_PEOPLE_VIEWERS_MAX, type ChatPeople } from '../../../contracts/room-moderation'
import type { ChatModerationStore } from './chat-moderation-store'
import type { Outbox } from '../outbox'
import type { SocketAttachment, SocketRegistry } from '../socket-registry'
import { Throttle } from '../throttle'
import { speakingChatSockets } from '../vocabulary'

/** Who is watching on one room's chat sockets: signed-in viewers by name, guests counted. */
export type PresentPeople = Pick<ChatPeople, 'viewers' | 'moreViewers' | 'guests'>

/** Viewers by name, the first CHAT_PEOPLE_VIEWERS_MAX of them, and how many more. */
function listed(viewers: Map<number, string>): Pick<PresentPeople, 'viewers' | 'moreViewers'> {
  const sorted = [...viewers]
    .map(([userId, name]) => ({ userId, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId)
  return {
    viewers: sorted.slice(0, CHAT_PEOPLE_VIEWERS_MAX),
    moreViewers: Math.max(0, sorted.length - CHAT_PEOPLE_VIEWERS_MAX),
  }
}

/** One entry per signed-in viewer and one count per guest chatter, whatever sockets they have open; not the host. */
export function presentPeople(registry: SocketRegistry): PresentPeople {
  const viewers = new Map<number, string>()
  const guests = new Set<string>()
  for (const socket of speakingChatSockets(registry)) {
    const attachment = registry.get(socket)!
    if (attachment.role !== 'viewer' || attachment.isOwner) continue
    if (attachment.userId === null) guests.add(attachment.chatter)
    else viewers.set(attachment.userId, attachment.displayName ?? `User ${attachment.userId}`)
  }
  return { ...listed(viewers), guests: guests.size }
}

/** A changed list goes out at most this often, so a join storm sends a handful of lists, not one per join. */
export const CHAT_PEOPLE_PUSH_INTERVAL_MS = 1000

/**
 * The people of the chat for the host and its moderators (moderators are named from the viewer list):
 * who is watching now, read from the /ws sockets' attachments (so it needs nothing kept across hibernation) and
 * from what the stream's shard rooms last reported, and the moderators and sanctions, read from storage.
 */
export class ChatPeopleList {
  private readonly pushes = new Throttle(CHAT_PEOPLE_PUSH_INTERVAL_MS, () => this.push())

  constructor(
    private readonly registry: SocketRegistry,
    private readonly outbox: Outbox,
    private readonly store: ChatModerationStore,
    /** Who is watching on the stream's shard rooms, as they last reported (docs/decisions/017-shard-rooms.md). */
    private readonly elsewhere: () => PresentPeople[] = () => [],
  ) {}

  private chatSockets(): { socket: WebSocket; attachment: SocketAttachment }[] {
    return speakingChatSockets(this.registry).map((socket) => ({ socket, attachment: this.registry.get(socket)! }))
  }

  list(now = Date.now()): ChatPeople {
    const viewers = new Map<number, string>()
    let guests = 0
    let unlisted = 0
    for (const present of [presentPeople(this.registry), ...this.elsewhere()]) {
      for (const { userId, name } of present.viewers) viewers.set(userId, name)
      guests += present.guests
      unlisted += present.moreViewers
    }
    const shown = listed(viewers)
    return {
      viewers: shown.viewers,
      moreViewers: shown.moreViewers + unlisted,
      guests,
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
    const recipients = this.chatSockets().filter(
      ({ attachment }) => attachment.isOwner || (attachment.userId !== null && moderatorIds.has(attachment.userId)),
    )
    if (!recipients.length) return
    const frame = { type: 'chat-people', data: this.list() } as const
    for (const { socket } of recipients) this.outbox.send(socket, frame)
  }
}
