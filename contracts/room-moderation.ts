import { z } from 'zod'
import { messageStreamId } from './common'
import { SLOW_MODE_SECONDS, TIMEOUT_MINUTES } from './plain-values'

/**
 * Chat moderation in the StreamRoom (issue 15, PRODUCT.md §9): the host, and the signed-in users the host names
 * moderators, delete messages, time out or ban a chatter, and switch slow mode and followers-only chat. These
 * messages are shared by both vocabularies of /ws and written in the kebab-case of the room's shared messages
 * (welcome, error, recording-stopped). The texts people see live here, once.
 */

export { SLOW_MODE_SECONDS, TIMEOUT_MINUTES } from './plain-values'

const oneOf = <Value extends number>(values: readonly Value[], what: string) =>
  z.number().refine((value): value is Value => values.includes(value as Value), `${what} must be one of ${values.join(', ')}`)

/** Who an action is about: the author of a message in the chat, or a signed-in user by id. */
export const chatTargetSchema = z.union([
  z.object({ messageId: z.string().min(1).max(64) }).strict(),
  z.object({ userId: z.number().int().positive() }).strict(),
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
] as const

export const chatSettingsSchema = z.object({
  slowModeSeconds: z.number().int().nonnegative(),
  followersOnly: z.boolean(),
  /** Signed-in users who may moderate besides the host (badges and menus). */
  moderatorIds: z.array(z.number().int().positive()),
})
export type ChatSettings = z.infer<typeof chatSettingsSchema>

export const chatRefusalReasonSchema = z.enum(['timed-out', 'banned', 'slow-mode', 'followers-only'])
export type ChatRefusalReason = z.infer<typeof chatRefusalReasonSchema>

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
] as const

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** What a refused chatter reads in their composer; `remainingMs` is the time left of a timeout or slow mode. */
export function chatRefusalText(reason: ChatRefusalReason, remainingMs: number, signedIn: boolean): string {
  switch (reason) {
    case 'timed-out':
      return `You are timed out for ${plural(Math.max(1, Math.ceil(remainingMs / 60_000)), 'minute')}`
    case 'banned':
      return 'You are banned from this chat'
    case 'slow-mode':
      return `Slow mode: wait ${Math.max(1, Math.ceil(remainingMs / 1000))} s`
    case 'followers-only':
      return signedIn ? 'Followers-only chat: follow the host to chat' : 'Followers-only chat: sign in and follow the host to chat'
  }
}

/** Error texts for refused moderation (code forbidden) and for a target the room cannot find. */
export const moderationErrorText = {
  notModerator: 'Only the host and moderators can moderate this chat',
  notHost: "Only the stream's owner can name moderators",
  protectedTarget: 'The host and moderators cannot be timed out or banned',
  unknownMessage: 'That message is no longer in the chat',
  visitorModerator: 'Only signed-in users can be moderators',
} as const
