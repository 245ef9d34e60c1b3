import { useCallback, useEffect, useState } from 'react'
import type { ClientMessageInput, SingleServerMessage } from '../../contracts/room'
import type { ChatPeople, ChatSettings, TIMEOUT_MINUTES } from '../../contracts/room-moderation'
import { isSanction } from '../../contracts/room-refusal-text'
import type { ChatLine } from '~/lib/live/chat-line'
import { toast } from './use-toast'

/** What a moderator picks in a message's menu. */
export type ModerationAction =
  | { kind: 'delete' }
  | { kind: 'timeout'; minutes: (typeof TIMEOUT_MINUTES)[number] }
  | { kind: 'ban' }
  | { kind: 'make-moderator' }
  | { kind: 'remove-moderator' }

/** Why the room will not take a message now, and until when (ms since the epoch; null: until something changes). */
export type ChatRefusal = Extract<SingleServerMessage, { type: 'chat-refused' }>['data']

const noRules: ChatSettings = { slowModeSeconds: 0, followersOnly: false, moderatorIds: [] }

/** Whom an action names: a chat message's author (by the message), or a person of the people list (by user id). */
interface Subject {
  messageId?: string
  userId: number | null
}

/** The room message for an action, or null when the subject cannot take it (a visitor is never a moderator). */
function moderationMessage(action: ModerationAction, subject: Subject, streamId: number): ClientMessageInput | null {
  const target = subject.messageId
    ? { messageId: subject.messageId }
    : subject.userId !== null
      ? { userId: subject.userId }
      : null
  switch (action.kind) {
    case 'delete':
      return subject.messageId ? { type: 'delete-message', data: { streamId, messageId: subject.messageId } } : null
    case 'timeout':
      return target && { type: 'timeout-chatter', data: { streamId, target, minutes: action.minutes } }
    case 'ban':
      return target && { type: 'ban-chatter', data: { streamId, target } }
    case 'make-moderator':
    case 'remove-moderator':
      if (subject.userId === null) return null
      return {
        type: action.kind === 'make-moderator' ? 'add-moderator' : 'remove-moderator',
        data: { streamId, userId: subject.userId },
      }
  }
}

/**
 * One chat's moderation, for whichever page holds the socket: the room's chat settings and moderators, the refusal
 * to show in the composer (it clears when its time is up, when the room lifts a ban, or, for slow mode and
 * followers-only chat, on the next send), the moderator's actions, and (for
 * the host and moderators, once asked) the chat's people: who is watching, the moderators, who is banned.
 */
export function useChatModeration(streamId: number | null, send: (message: ClientMessageInput) => boolean) {
  const [settings, setSettings] = useState<ChatSettings>(noRules)
  const [refusal, setRefusal] = useState<ChatRefusal | null>(null)
  const [people, setPeople] = useState<ChatPeople | null>(null)

  useEffect(() => {
    if (refusal?.until == null) return
    const timer = setTimeout(() => setRefusal(null), Math.max(0, refusal.until - Date.now()))
    return () => clearTimeout(timer)
  }, [refusal])

  /** Handles the room's moderation messages; message-deleted is the chat's own to handle. */
  const receive = useCallback((message: SingleServerMessage) => {
    if (message.type === 'chat-settings') {
      setSettings(message.data)
      if (!message.data.followersOnly) setRefusal((current) => (current?.reason === 'followers-only' ? null : current))
    } else if (message.type === 'chat-refused') {
      setRefusal(message.data)
    } else if (message.type === 'chat-sanction-lifted') {
      setRefusal((current) => (current && isSanction(current.reason) ? null : current))
    } else if (message.type === 'chat-people') {
      setPeople(message.data)
    }
  }, [])

  const deliver = useCallback(
    (message: ClientMessageInput | null) => {
      if (!message || send(message)) return
      toast({
        title: 'Connection issue',
        description: 'Cannot send message, trying to reconnect...',
        variant: 'destructive',
      })
    },
    [send],
  )

  const act = useCallback(
    (action: ModerationAction, line: ChatLine) =>
      streamId !== null &&
      deliver(moderationMessage(action, { messageId: line.messageId, userId: line.authorUserId ?? null }, streamId)),
    [deliver, streamId],
  )
  const actOnPerson = useCallback(
    (action: ModerationAction, userId: number) =>
      streamId !== null && deliver(moderationMessage(action, { userId }, streamId)),
    [deliver, streamId],
  )
  const unban = useCallback(
    (sanctionId: string) =>
      streamId !== null && deliver({ type: 'unban-chatter', data: { streamId, target: { sanctionId } } }),
    [deliver, streamId],
  )
  /** The host or a moderator asks once per connection; the room then sends the list again whenever it changes. */
  const requestPeople = useCallback(
    () => streamId !== null && deliver({ type: 'get-chat-people', data: { streamId } }),
    [deliver, streamId],
  )
  const setSlowMode = useCallback(
    (seconds: number) => streamId !== null && deliver({ type: 'set-slow-mode', data: { streamId, seconds } }),
    [deliver, streamId],
  )
  const setFollowersOnly = useCallback(
    (on: boolean) => streamId !== null && deliver({ type: 'set-followers-only', data: { streamId, on } }),
    [deliver, streamId],
  )
  /** A new message may pass slow mode or followers-only chat; a timeout or ban holds until it ends or is lifted. */
  const clearRefusal = useCallback(
    () => setRefusal((current) => (current && isSanction(current.reason) ? current : null)),
    [],
  )
  const reset = useCallback(() => {
    setSettings(noRules)
    setRefusal(null)
    setPeople(null)
  }, [])

  return {
    settings,
    refusal,
    people,
    receive,
    act,
    actOnPerson,
    unban,
    requestPeople,
    setSlowMode,
    setFollowersOnly,
    clearRefusal,
    reset,
  }
}

export type ChatModeration = ReturnType<typeof useChatModeration>
