import { useCallback, useEffect, useState } from 'react'
import type { ClientMessageInput, SingleServerMessage } from '../../contracts/room'
import type { ChatSettings, TIMEOUT_MINUTES } from '../../contracts/room-moderation'
import type { ChatLine } from '~/components/live/chat-log'
import { toast } from './use-toast'

/** What a moderator picks in a message's menu. */
export type ModerationAction =
  | { kind: 'delete' }
  | { kind: 'timeout'; minutes: (typeof TIMEOUT_MINUTES)[number] }
  | { kind: 'ban' }
  | { kind: 'make-moderator' }
  | { kind: 'remove-moderator' }

type Refusal = Extract<SingleServerMessage, { type: 'chat-refused' }>['data']

const noRules: ChatSettings = { slowModeSeconds: 0, followersOnly: false, moderatorIds: [] }

/** A room message for an action on a line (a line without a message id or, for moderators, an author has none). */
function moderationMessage(action: ModerationAction, line: ChatLine, streamId: number): ClientMessageInput | null {
  if (!line.messageId) return null
  const target = { messageId: line.messageId }
  switch (action.kind) {
    case 'delete':
      return { type: 'delete-message', data: { streamId, messageId: line.messageId } }
    case 'timeout':
      return { type: 'timeout-chatter', data: { streamId, target, minutes: action.minutes } }
    case 'ban':
      return { type: 'ban-chatter', data: { streamId, target } }
    case 'make-moderator':
    case 'remove-moderator':
      if (line.authorUserId == null) return null
      return { type: action.kind === 'make-moderator' ? 'add-moderator' : 'remove-moderator', data: { streamId, userId: line.authorUserId } }
  }
}

/**
 * One chat's moderation, for whichever page holds the socket: the room's chat settings and moderators, the refusal
 * to show in the composer (it clears when its time is up or on the next send), and the moderator's actions.
 */
export function useChatModeration(streamId: number | null, send: (message: ClientMessageInput) => boolean) {
  const [settings, setSettings] = useState<ChatSettings>(noRules)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

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
    }
  }, [])

  const deliver = useCallback(
    (message: ClientMessageInput | null) => {
      if (!message || send(message)) return
      toast({ title: 'Connection issue', description: 'Cannot send message, trying to reconnect...', variant: 'destructive' })
    },
    [send],
  )

  const act = useCallback(
    (action: ModerationAction, line: ChatLine) => streamId !== null && deliver(moderationMessage(action, line, streamId)),
    [deliver, streamId],
  )
  const setSlowMode = useCallback((seconds: number) => streamId !== null && deliver({ type: 'set-slow-mode', data: { streamId, seconds } }), [deliver, streamId])
  const setFollowersOnly = useCallback((on: boolean) => streamId !== null && deliver({ type: 'set-followers-only', data: { streamId, on } }), [deliver, streamId])
  const clearRefusal = useCallback(() => setRefusal(null), [])
  const reset = useCallback(() => {
    setSettings(noRules)
    setRefusal(null)
  }, [])

  return { settings, refusal: refusal?.message ?? null, receive, act, setSlowMode, setFollowersOnly, clearRefusal, reset }
}

export type ChatModeration = ReturnType<typeof useChatModeration>
