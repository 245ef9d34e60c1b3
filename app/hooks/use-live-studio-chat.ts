import { useCallback, useEffect, useRef, useState } from 'react'
import type { ServerMessageOf } from '../../contracts/room'
import type { ChatLine } from '~/lib/live/chat-line'

type StudioChatMessage = ServerMessageOf<'chat-message'>['data']

/** Own messages read 'You'; others their display name when the room knows it, else 'Anonymous' + 4 id characters. */
function authorOf(message: StudioChatMessage, own: boolean) {
  if (own) return 'You'
  return message.senderName ?? `Anonymous ${message.senderId.slice(0, 4)}`
}

/** The studio's chat lines; `socketId` is this page's current socket, so its messages are labelled 'You'. */
export function useLiveStudioChat(socketId: string | null) {
  const [lines, setLines] = useState<ChatLine[]>([])
  // A reconnect gives the page a new socket id; its earlier messages are still its own.
  const ownIds = useRef(new Set<string>())
  useEffect(() => {
    if (socketId) ownIds.current.add(socketId)
  }, [socketId])

  const receive = useCallback((message: StudioChatMessage) => {
    const own = ownIds.current.has(message.senderId)
    const line = {
      key: message.id,
      messageId: message.id,
      authorUserId: message.userId,
      author: authorOf(message, own),
      text: message.message,
      own,
    }
    setLines((current) => [...current, line])
  }, [])

  /** A moderator deleted the message: it leaves this chat too. */
  const remove = useCallback(
    (messageId: string) => setLines((current) => current.filter((line) => line.messageId !== messageId)),
    [],
  )
  const clear = useCallback(() => setLines([]), [])

  return { lines, receive, remove, clear }
}
