import { useCallback, useMemo, useRef, useState } from 'react'
import type { ClientMessageInput, SingleServerMessage } from '../../contracts/room'
import { encodeRoomMessage, parseRoomFrame } from '~/lib/live/room-messages'
import { liveSocketUrl } from '~/lib/live/socket-url'
import type { DropReason } from '~/lib/live/live-socket'
import { signalingRetryPolicy } from '~/lib/live/retry-policies'
import { useLiveSocket } from './use-live-socket'
import { toast } from './use-toast'

export type StudioRole = 'host' | 'viewer'

/**
 * The studio's signaling socket on /ws (docs/product/room-protocol.md#studio-vocabulary): on every (re)connect it
 * announces itself as host or viewer of the stream; `socketId` is this socket's id in the room, from its welcome.
 */
export function useLiveSignaling(
  streamId: number | null,
  role: StudioRole,
  onMessage: (message: SingleServerMessage) => void,
) {
  const [socketId, setSocketId] = useState<string | null>(null)
  const warned = useRef(false)
  const handler = useRef(onMessage)
  handler.current = onMessage

  // Once per outage: a failed connection, not a plain close, is worth a word.
  const onDrop = useCallback((reason: DropReason) => {
    if ((reason !== 'error' && reason !== 'timeout') || warned.current) return
    warned.current = true
    toast({
      title: 'Connection Error',
      description: 'Failed to establish connection to the signaling server. Will try to reconnect...',
      variant: 'destructive',
    })
  }, [])

  const announce = useCallback(
    (socket: WebSocket) => {
      warned.current = false
      socket.send(
        encodeRoomMessage({ type: role === 'host' ? 'host-stream' : 'join-stream', data: { streamId: streamId! } }),
      )
    },
    [role, streamId],
  )

  const receive = useCallback((data: string | ArrayBuffer) => {
    if (typeof data !== 'string') return
    for (const message of parseRoomFrame(data)) {
      if (message.type === 'welcome') setSocketId(message.data.socketId)
      handler.current(message)
    }
  }, [])

  const url = useMemo(() => (streamId ? liveSocketUrl('/ws', { streamId }) : null), [streamId])
  const { state, send: sendFrame } = useLiveSocket({
    url,
    policy: signalingRetryPolicy,
    onOpen: announce,
    onMessage: receive,
    onDrop,
  })
  const send = useCallback((message: ClientMessageInput) => sendFrame(encodeRoomMessage(message)), [sendFrame])

  return { state, socketId, send }
}
