import { z } from 'zod'
import { messageStreamId } from './common'
import { SLOW_MODE_SECONDS, TIMEOUT_MINUTES } from './plain-values'
import { CHAT_REFUSAL_REASONS } from './room-refusal-text'

/**
 * Chat moderation in the StreamRoom (docs/product/room-protocol.md#moderation): the host, and the signed-in users the
 * host names moderators, delete messages, time out or ban a chatter, and switch slow mode and followers-only chat.
 * These messages are shared by both vocabularies of /ws and written in the kebab-case of the room's shared messages
 * (welcome, error, recording-stopped). The texts people see live here, once.
 */

export { SLOW_MODE_SECONDS, TIMEOUT_MINUTES } from './plain-values'
export { chatRefusalText, type ChatRefusalReason } from './room-refusal-text'

const oneOf = <Value extends number>(values: readonly Value[], what: string) =>
  z
    .number()
    .refine((value): value is Value => values.includes(value as Value), `${what} must be one of ${values.join(', ')}`)

/**
 * Who an action is about: the author of a message in the chat, a signed-in user by id, or a chatter already timed
 * out or banned by the sanction's id in `chat-people` (how a visitor is unbanned once their message is gone).
 */
export const chatTargetSchema = z.union([
  z.object({ messageId: z.string().min(1).max(64) }).strict(),
  z.object({ userId: z.number().int().positive() }).strict(),
  z.object({ sanctionId: z.string().min(1).max(64) }).strict(),
])
export type ChatTarget = z.infer<typeof chatTargetSchema>

const moderationMessage = <Type extends string, Data extends z.ZodRawShape>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), data: z.object({ streamId: messageStreamId.optional(), ...data }) })

/** Client → room: refused with an `error` (code forbidden) for anyone but the host and its moderators. */
export const moderationClientMessages = [
  moderationMessage('delete-message', { messageId: z.string().min(1).max(64) }),
  moderationMessage('timeout-chatter', { target: chatTargetSchema, minutes: oneOf(TIMEOUT_MINUTES, 'minutes') }),
  moderationMessage('ban-chatter', { target: chatTargetSchema }),
  moderationMessage('unban-chatter', { target: chatTargetSchema }),
  /** Host only: moderators are signed-in users. */
  moderationMessage('add-moderator', { userId: z.number().int().positive() }),
  moderationMessage('remove-moderator', { userId: z.number().int().positive() }),
  moderationMessage('set-slow-mode', { seconds: oneOf(SLOW_MODE_SECONDS, 'seconds') }),
  moderationMessage('set-followers-only', { on: z.boolean() }),
  /** Asks for `chat-people` (host and moderators only). */
  moderationMessage('get-chat-people', {}),
] as const

export const chatSettingsSchema = z.object({
  slowModeSeconds: z.number().int().nonnegative(),
  followersOnly: z.boolean(),
  /** Signed-in users who may moderate besides the host (badges and menus). */
  moderatorIds: z.array(z.number().int().positive()),
})
export type ChatSettings = z.infer<typeof chatSettingsSchema>

/** At most this many present viewers are listed in `chat-people`; `moreViewers` counts the rest. */
export const CHAT_PEOPLE_VIEWERS_MAX = 100

const personSchema = z.object({ userId: z.number().int().positive(), name: z.string() })

/**
 * The people of the chat, for the host and its moderators: the signed-in viewers present now (one entry per user,
 * however many tabs), how many visitors are present, the moderators, and who is timed out or banned.
 */
export const chatPeopleSchema = z.object({
  viewers: z.array(personSchema),
  moreViewers: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  moderators: z.array(personSchema),
  sanctions: z.array(
    z.object({
      /** What `unban-chatter` names as `{ sanctionId }`. */
      id: z.string(),
      /** Null for a visitor, whose name is 'Guest' and a short label. */
      userId: z.number().int().positive().nullable(),
      name: z.string(),
      /** When a timeout ends (ms since the epoch); null for a ban. */
      until: z.number().nullable(),
    }),
  ),
})
export type ChatPeople = z.infer<typeof chatPeopleSchema>
export type ChatSanction = ChatPeople['sanctions'][number]

const chatRefusalReasonSchema = z.enum(CHAT_REFUSAL_REASONS)

/** Room → client. */
export const moderationServerMessages = [
  /** To every /ws socket: a message was deleted; it leaves every open chat (and the stored history). */
  z.object({ type: z.literal('message-deleted'), data: z.object({ id: z.string() }) }),
  /** To every /ws socket when it joins and whenever a setting or the moderators change. */
  z.object({ type: z.literal('chat-settings'), data: chatSettingsSchema }),
  /**
   * To a chatter who may not chat now: when they send, when they join, and when they are timed out or banned.
   * `until` (ms since the epoch) is when it ends; null for a ban and followers-only chat.
   */
  z.object({
    type: z.literal('chat-refused'),
    data: z.object({ reason: chatRefusalReasonSchema, until: z.number().nullable(), message: z.string() }),
  }),
  /** To every socket of a chatter whose timeout or ban the host or a moderator lifted: they may chat again. */
  z.object({ type: z.literal('chat-sanction-lifted'), data: z.object({}) }),
  /**
   * To the host's and moderators' /ws sockets: on `get-chat-people`, and again (at most once a second) when someone
   * joins or leaves, is timed out, banned or unbanned, or the moderators change.
   */
  z.object({ type: z.literal('chat-people'), data: chatPeopleSchema }),
] as const

/** Error texts for refused moderation (code forbidden) and for a target the room cannot find. */
export const moderationErrorText = {
  notModerator: 'Only the host and moderators can moderate this chat',
  notHost: "Only the stream's owner can name moderators",
  protectedTarget: 'The host and moderators cannot be timed out or banned',
  unknownMessage: 'That message is no longer in the chat',
  unknownUser: 'That user does not exist',
  unknownSanction: 'That person is no longer timed out or banned',
  visitorModerator: 'Only signed-in users can be moderators',
} as const
