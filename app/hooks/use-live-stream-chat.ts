import { useCallback, useEffect, useMemo, useReducer } from 'react'
import type { ClientMessageInput, ViewerChatMessage } from '../../contracts/room'
import type { ChatLine } from '~/lib/live/chat-line'
import { encodeRoomMessage, parseRoomFrame } from '~/lib/live/room-messages'
import { chatRetryPolicy } from '~/lib/live/retry-policies'
import { liveSocketUrl } from '~/lib/live/socket-url'
import { streamPageSession, streamPageSessionStart } from '~/lib/live/stream-page-session'
import { useChatModeration } from './use-chat-moderation'
import { useCurrentUser } from './use-current-user'
import { useLiveSocket } from './use-live-socket'
import { toast } from './use-toast'

let localLineCount = 0

/** The viewer page's chat socket (docs/product/room-protocol.md): history, messages, counts, status (live, video). */
export function useLiveStreamChat(streamId: number, initial: { isLive: boolean; viewerCount: number }) {
  const { user } = useCurrentUser()
  const [session, dispatch] = useReducer(streamPageSession, initial, streamPageSessionStart)

  const toLine = useCallback(
    (message: ViewerChatMessage): ChatLine => ({
      key: message.id,
      messageId: message.id,
      authorUserId: message.userId,
      author: message.username,
      text: message.message,
      own: user !== null && message.userId === user.id,
    }),
    [user],
  )

  // Read through a ref by useLiveSocket, so it may use `moderation`, made once the socket's send exists.
  const onMessage = (data: string | ArrayBuffer) => {
    if (typeof data !== 'string') return
    for (const message of parseRoomFrame(data)) {
      switch (message.type) {
        case 'welcome':
          dispatch({ type: 'welcome', isOwner: message.data.isOwner })
          break
        case 'message-deleted':
          dispatch({ type: 'line-deleted', messageId: message.data.id })
          break
        case 'chat-settings':
        case 'chat-refused':
        case 'chat-sanction-lifted':
        case 'chat-people':
          moderation.receive(message)
          break
        case 'chat_history':
          dispatch({ type: 'history', lines: message.data.messages.map(toLine) })
          break
        case 'chat_message':
          dispatch({ type: 'line', line: toLine(message.data) })
          break
        case 'viewer_count':
          dispatch({ type: 'viewer-count', count: message.data.viewerCount })
          break
        case 'stream_status':
          dispatch({
            type: 'status',
            isLive: message.data.isLive,
            videoLive: message.data.videoLive,
            hostAway: message.data.hostAway,
            ended: message.data.ended,
            viewerCount: message.data.viewerCount,
          })
          break
        case 'error':
          toast({ title: 'Error', description: message.data.message, variant: 'destructive' })
          break
      }
    }
  }

  const join = useCallback(
    (socket: WebSocket) =>
      socket.send(
        encodeRoomMessage({
          type: 'join',
          data: { streamId, userId: user?.id ?? null, username: user?.displayName ?? null },
        }),
      ),
    [streamId, user],
  )

  // page=viewer: the viewer page's socket may live on a shard room of a large stream
  // (docs/decisions/017-shard-rooms.md).
  const url = useMemo(
    () => (typeof window === 'undefined' ? null : liveSocketUrl('/ws', { streamId, page: 'viewer' })),
    [streamId],
  )
  const { state, send: sendFrame } = useLiveSocket({ url, policy: chatRetryPolicy, onOpen: join, onMessage })
  const sendMessage = useCallback((message: ClientMessageInput) => sendFrame(encodeRoomMessage(message)), [sendFrame])
  const moderation = useChatModeration(streamId, sendMessage)
  const { clearRefusal, requestPeople } = moderation

  const send = useCallback(
    (message: string) => {
      clearRefusal()
      const sent = sendFrame(
        encodeRoomMessage({
          type: 'chat',
          data: { streamId, userId: user?.id ?? null, username: user?.displayName ?? null, message },
        }),
      )
      if (sent) return
      toast({
        title: 'Connection issue',
        description: 'Cannot send message, trying to reconnect...',
        variant: 'destructive',
      })
      const author = user?.displayName ?? 'Guest'
      dispatch({
        type: 'unsent',
        line: { key: `local-${++localLineCount}`, author, text: message, own: true, unsent: true },
      })
    },
    [clearRefusal, sendFrame, streamId, user],
  )

  // The host, and the signed-in users it names, moderate; only the host names moderators.
  const { lines, viewerCount, isLive, videoLive, hostAway, ended, isOwner } = session
  const canModerate = isOwner || (user !== null && moderation.settings.moderatorIds.includes(user.id))
  const connected = state === 'open'
  useEffect(() => {
    if (canModerate && connected) requestPeople()
  }, [canModerate, connected, requestPeople])
  return {
    connected,
    lines,
    viewerCount,
    isLive,
    videoLive,
    hostAway,
    ended,
    send,
    moderation,
    canModerate,
    canNameModerators: isOwner,
  }
}
