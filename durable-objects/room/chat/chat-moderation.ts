import type { ClientMessage, RoomErrorCode, ServerMessage } from '../../../contracts/room'
import {
  chatRefusalText,
  moderationClientMessages,
  moderationErrorText,
  SLOW_MODE_SECONDS,
  type ChatRefusalReason,
  type ChatTarget,
} from '../../../contracts/room-moderation'
import { ChatModerationStore, type ChatPerson } from './chat-moderation-store'
import { ChatPeopleList, type PresentPeople } from './chat-people'
import { userChatter } from './chatter'
import type { Outbox } from '../outbox'
import type { RoomStorage } from '../room-storage'
import type { SocketAttachment, SocketRegistry } from '../socket-registry'

export interface ChatModerationRoom {
  registry: SocketRegistry
  outbox: Outbox
  storage: RoomStorage
  /** The stream owner's user id; null when the stream is unknown. */
  hostUserId(): Promise<number | null>
  /** Whether the user follows the stream's owner (asked of D1). */
  followsHost(userId: number): Promise<boolean>
  /** A user's display name (asked of D1); null when there is no such user. */
  displayNameOf(userId: number): Promise<string | null>
  sendError(socket: WebSocket, code: RoomErrorCode, message: string): void
  /** Who is watching on the stream's shard rooms, as they last reported. */
  shardPeople(): PresentPeople[]
}

type ModerationType = (typeof moderationClientMessages)[number]['shape']['type']['value']
export type ModerationMessage = Extract<ClientMessage, { type: ModerationType }>
const MODERATION_TYPES = new Set<string>(moderationClientMessages.map((schema) => schema.shape.type.value))
/** Whether a message is one of the moderation messages, which the root room's ChatModeration handles. */
export const isModerationMessage = (message: ClientMessage): message is ModerationMessage =>
  MODERATION_TYPES.has(message.type)

/** A sent message is remembered this long for slow mode: its longest setting. */
const SLOW_MODE_MEMORY_MS = Math.max(...SLOW_MODE_SECONDS) * 1000
/** A "does not follow" answer is asked again after this long, so following the host opens the chat soon after. */
const FOLLOW_RECHECK_MS = 5000

type Refusal = Extract<ServerMessage, { type: 'chat-refused' }>

/** The chatter an action names, and who they are in the people list. */
interface Resolved extends ChatPerson {
  chatter: string
}

/**
 * Chat moderation (docs/product/room-protocol.md#moderation): the host and the moderators it names delete messages,
 * time out and ban chatters, and switch slow mode and followers-only chat; everyone else is refused and nothing
 * changes. The state lives in storage (ChatModerationStore); the room asks `refusal` before each chat message.
 */
export class ChatModeration {
  readonly store: ChatModerationStore
  readonly people: ChatPeopleList
  /**
   * Per user, the last answer to "follows the host?" (a cache: after hibernation it is simply asked again). Per user,
   * not per socket: a shard's chat comes on a new stand-in socket each time (shard-reply.ts).
   */
  private follows = new Map<number, { follows: boolean; at: number }>()
  private previous: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly room: ChatModerationRoom,
    sql: SqlStorage,
  ) {
    this.store = new ChatModerationStore(sql)
    this.people = new ChatPeopleList(room.registry, room.outbox, this.store, () => room.shardPeople())
  }

  private mayModerate(sender: SocketAttachment): boolean {
    return sender.isOwner || this.store.isModerator(sender.userId)
  }

  /**
   * Actions run one after another in the order they came: some wait for D1 (a user's name), and an action sent
   * after another (remove after add, unban after ban) must not overtake it.
   */
  handle(socket: WebSocket, sender: SocketAttachment, message: ModerationMessage, now = Date.now()): Promise<void> {
    const done = this.previous.then(() => this.perform(socket, sender, message, now))
    this.previous = done.catch(() => undefined)
    return done
  }

  private async perform(
    socket: WebSocket,
    sender: SocketAttachment,
    message: ModerationMessage,
    now: number,
  ): Promise<void> {
    if (!this.mayModerate(sender)) return this.room.sendError(socket, 'forbidden', moderationErrorText.notModerator)
    switch (message.type) {
      case 'delete-message':
        this.room.storage.deleteChat(message.data.messageId)
        return this.broadcast({ type: 'message-deleted', data: { id: message.data.messageId } })
      case 'timeout-chatter':
        return this.sanction(socket, message.data.target, now + message.data.minutes * 60_000, now)
      case 'ban-chatter':
        return this.sanction(socket, message.data.target, null, now)
      case 'unban-chatter': {
        const target = await this.resolve(socket, message.data.target)
        if (!target) return
        this.store.lift(target.chatter)
        this.room.outbox.sendToChatter(target.chatter, { type: 'chat-sanction-lifted', data: {} })
        return this.people.changed()
      }
      case 'add-moderator':
      case 'remove-moderator': {
        if (!sender.isOwner) return this.room.sendError(socket, 'forbidden', moderationErrorText.notHost)
        if (message.type === 'remove-moderator') this.store.removeModerator(message.data.userId)
        else {
          const name = await this.room.displayNameOf(message.data.userId)
          if (name === null) return this.room.sendError(socket, 'not-found', moderationErrorText.unknownUser)
          this.store.addModerator(message.data.userId, name)
        }
        this.people.changed()
        return this.broadcastSettings()
      }
      case 'set-slow-mode':
        this.store.setSlowMode(message.data.seconds)
        return this.broadcastSettings()
      case 'set-followers-only':
        this.store.setFollowersOnly(message.data.on)
        return this.broadcastSettings()
      case 'get-chat-people':
        return this.people.send(socket)
    }
  }

  /** The chatter a target names, or undefined after telling the moderator they cannot be found. */
  private async resolve(socket: WebSocket, target: ChatTarget): Promise<Resolved | undefined> {
    if ('userId' in target) {
      const name = await this.room.displayNameOf(target.userId)
      if (name !== null) return { chatter: userChatter(target.userId), userId: target.userId, name }
      this.room.sendError(socket, 'not-found', moderationErrorText.unknownUser)
      return undefined
    }
    if ('sanctionId' in target) {
      const sanctioned = this.store.sanctioned(target.sanctionId)
      if (sanctioned) return sanctioned
      this.room.sendError(socket, 'not-found', moderationErrorText.unknownSanction)
      return undefined
    }
    const author = this.room.storage.chatAuthor(target.messageId)
    const chatter = author?.chatter ?? (author?.userId ? userChatter(author.userId) : null)
    // A visitor is 'Guest' and the start of the socket id, as the studio's chat labels them.
    if (author && chatter)
      return {
        chatter,
        userId: author.userId,
        name: author.userId === null ? `Guest ${author.senderId.slice(0, 4)}` : author.username,
      }
    this.room.sendError(socket, 'not-found', moderationErrorText.unknownMessage)
    return undefined
  }

  private async sanction(socket: WebSocket, target: ChatTarget, until: number | null, now: number): Promise<void> {
    const chatter = await this.resolve(socket, target)
    if (!chatter) return
    const protectedUser =
      chatter.userId !== null &&
      (chatter.userId === (await this.room.hostUserId()) || this.store.isModerator(chatter.userId))
    if (protectedUser) return this.room.sendError(socket, 'forbidden', moderationErrorText.protectedTarget)
    this.store.sanction(chatter.chatter, until, chatter)
    const refusal = this.refusalMessage(until === null ? 'banned' : 'timed-out', until, now, chatter.userId !== null)
    this.room.outbox.sendToChatter(chatter.chatter, refusal)
    this.people.changed()
  }

  /**
   * Why the sender may not chat now, or null. Bans and timeouts hold for everyone but the host; the host and
   * moderators are not held by slow mode or followers-only chat.
   */
  async refusal(sender: SocketAttachment, now = Date.now()): Promise<Refusal | null> {
    if (sender.isOwner) return null
    const signedIn = sender.userId !== null
    const sanction = this.store.sanctionOf(sender.chatter, now)
    if (sanction)
      return this.refusalMessage(sanction.until === null ? 'banned' : 'timed-out', sanction.until, now, signedIn)
    if (this.store.isModerator(sender.userId)) return null
    if (this.store.followersOnly && !(await this.followsHost(sender, now)))
      return this.refusalMessage('followers-only', null, now, signedIn)
    const slowModeMs = this.store.slowModeSeconds * 1000
    const lastSent = slowModeMs ? this.store.lastSent(sender.chatter) : null
    if (lastSent !== null && now < lastSent + slowModeMs)
      return this.refusalMessage('slow-mode', lastSent + slowModeMs, now, signedIn)
    return null
  }

  /** The sender's message went out: slow mode counts from now. */
  sent(sender: SocketAttachment, now = Date.now()): void {
    if (this.store.slowModeSeconds) this.store.noteSent(sender.chatter, now, SLOW_MODE_MEMORY_MS)
  }

  /** A socket joined: it learns the chat's settings, and a timed-out or banned chatter learns so at once. */
  greet(socket: WebSocket, sender: SocketAttachment, now = Date.now()): void {
    const sanction = sender.isOwner ? undefined : this.store.sanctionOf(sender.chatter, now)
    if (sanction)
      this.room.outbox.send(
        socket,
        this.refusalMessage(
          sanction.until === null ? 'banned' : 'timed-out',
          sanction.until,
          now,
          sender.userId !== null,
        ),
      )
    this.room.outbox.send(socket, { type: 'chat-settings', data: this.store.settings })
  }

  private refusalMessage(reason: ChatRefusalReason, until: number | null, now: number, signedIn: boolean): Refusal {
    return {
      type: 'chat-refused',
      data: { reason, until, message: chatRefusalText(reason, (until ?? now) - now, signedIn) },
    }
  }

  private async followsHost(sender: SocketAttachment, now: number): Promise<boolean> {
    if (sender.userId === null) return false
    const known = this.follows.get(sender.userId)
    if (known && (known.follows || now - known.at < FOLLOW_RECHECK_MS)) return known.follows
    const follows = await this.room.followsHost(sender.userId)
    this.follows.set(sender.userId, { follows, at: now })
    return follows
  }

  private broadcastSettings(): void {
    this.broadcast({ type: 'chat-settings', data: this.store.settings })
  }

  private broadcast(message: ServerMessage): void {
    this.room.outbox.broadcastEvent({ kind: 'notice', message })
  }
}
