import { useCallback, useEffect, useRef, useState } from 'react'
import { LiveSocket, type LiveSocketState, type RetryPolicy } from '~/lib/live/live-socket'

interface LiveSocketOptions {
  /** null keeps the socket closed; a new url reconnects. */
  url: string | null
  policy: RetryPolicy
  onOpen?: (socket: WebSocket) => void
  onMessage: (data: string | ArrayBuffer) => void
  binaryType?: BinaryType
}

/** A LiveSocket per url. Handlers are read through a ref, so a re-render never reconnects; only a new url does. */
export function useLiveSocket({ url, policy, onOpen, onMessage, binaryType = 'arraybuffer' }: LiveSocketOptions) {
  const [state, setState] = useState<LiveSocketState>('idle')
  const socketRef = useRef<LiveSocket | null>(null)
  const handlers = useRef({ policy, onOpen, onMessage, onState: setState })
  handlers.current = { policy, onOpen, onMessage, onState: setState }

  useEffect(() => {
    if (!url) {
      setState('idle')
      return
    }
    const socket = new LiveSocket({ url, binaryType, handlers: () => handlers.current })
    socketRef.current = socket
    return () => {
      socketRef.current = null
      socket.close()
    }
  }, [url, binaryType])

  const send = useCallback((data: string | ArrayBuffer | Blob) => socketRef.current?.send(data) ?? false, [])

  return { state, send }
}
