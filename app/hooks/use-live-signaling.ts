import { useCallback, useMemo, useRef, useState } from 'react'
import type { ClientMessageInput, SingleServerMessage } from '../../contracts/room'
import { encodeRoomMessage, parseRoomFrame } from '~/lib/live/room-messages'
import { liveSocketUrl } from '~/lib/live/socket-url'
import type { RetryPolicy } from '~/lib/live/live-socket'
import { useLiveSocket } from './use-live-socket'
import { toast } from './use-toast'

/** Reconnect 3 s after an error or a close, 5 s after a setup error; not open within 5 s is closed. */
const signalingRetryPolicy = (onTrouble: () => void): RetryPolicy => ({
  connectTimeoutMs: 5000,
  delay: (reason) => {
    if (reason === 'error' || reason === 'timeout') onTrouble()
    return reason === 'setup' ? 5000 : 3000
  },
})

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

  const policy = useMemo(
    () =>
      signalingRetryPolicy(() => {
        if (warned.current) return
        warned.current = true
        toast({
          title: 'Connection Error',
          description: 'Failed to establish connection to the signaling server. Will try to reconnect...',
          variant: 'destructive',
        })
      }),
    [],
  )

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
  const { state, send: sendFrame } = useLiveSocket({ url, policy, onOpen: announce, onMessage: receive })
  const send = useCallback((message: ClientMessageInput) => sendFrame(encodeRoomMessage(message)), [sendFrame])

  return { state, socketId, send }
}
