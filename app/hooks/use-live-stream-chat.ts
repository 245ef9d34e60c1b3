import { useCallback, useMemo, useState } from 'react'
import type { ViewerChatMessage } from '../../contracts/room'
import type { ChatLine } from '~/components/live/chat-log'
import { encodeRoomMessage, parseRoomFrame } from '~/components/live/room-messages'
import { liveSocketUrl } from '~/components/live/socket-url'
import { useCurrentUser } from './use-current-user'
import { useLiveSocket, type RetryPolicy } from './use-live-socket'
import { toast } from './use-toast'

/** PRODUCT.md §2: reconnect with backoff, the first try after 5 s (SPEC §9), then 10 s, 20 s, ... up to a minute. */
export const chatRetryPolicy: RetryPolicy = { delay: (_reason, attempt) => Math.min(5000 * 2 ** attempt, 60_000) }

let localLineCount = 0

/** The viewer page's chat socket (SPEC §7 'Chat socket on the viewer page'): history, messages, counts, status. */
export function useLiveStreamChat(streamId: number, initial: { isLive: boolean; viewerCount: number }) {
  const { user } = useCurrentUser()
  const [lines, setLines] = useState<ChatLine[]>([])
  const [viewerCount, setViewerCount] = useState(initial.viewerCount)
  const [isLive, setIsLive] = useState(initial.isLive)

  const toLine = useCallback(
    (message: ViewerChatMessage): ChatLine => ({
      key: message.id,
      author: message.username,
      text: message.message,
      own: user !== null && message.userId === user.id,
    }),
    [user],
  )

  const onMessage = useCallback(
    (data: string | ArrayBuffer) => {
      if (typeof data !== 'string') return
      for (const message of parseRoomFrame(data)) {
        switch (message.type) {
          case 'chat_history':
            // A reconnect brings the history again: it replaces what was shown, so nothing appears twice.
            setLines((current) => [...message.data.messages.map(toLine), ...current.filter((line) => line.unsent)])
            break
          case 'chat_message':
            setLines((current) => (current.some((line) => line.key === message.data.id) ? current : [...current, toLine(message.data)]))
            break
          case 'viewer_count':
            setViewerCount(message.data.viewerCount)
            break
          case 'stream_status':
            setIsLive(message.data.isLive)
            setViewerCount(message.data.viewerCount)
            break
          case 'error':
            toast({ title: 'Error', description: message.data.message, variant: 'destructive' })
            break
        }
      }
    },
    [toLine],
  )

  const join = useCallback(
    (socket: WebSocket) =>
      socket.send(encodeRoomMessage({ type: 'join', data: { streamId, userId: user?.id ?? null, username: user?.displayName ?? null } })),
    [streamId, user],
  )

  const url = useMemo(() => (typeof window === 'undefined' ? null : liveSocketUrl('/ws', { streamId })), [streamId])
  const { state, send: sendFrame } = useLiveSocket({ url, policy: chatRetryPolicy, onOpen: join, onMessage })

  const send = useCallback(
    (message: string) => {
      const sent = sendFrame(
        encodeRoomMessage({ type: 'chat', data: { streamId, userId: user?.id ?? null, username: user?.displayName ?? null, message } }),
      )
      if (sent) return
      toast({ title: 'Connection issue', description: 'Cannot send message, trying to reconnect...', variant: 'destructive' })
      const author = user?.displayName ?? 'Guest'
      setLines((current) => [...current, { key: `local-${++localLineCount}`, author, text: message, own: true, unsent: true }])
    },
    [sendFrame, streamId, user],
  )

  return { connected: state === 'open', lines, viewerCount, isLive, send }
}
