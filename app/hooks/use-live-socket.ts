import { useCallback, useEffect, useRef, useState } from 'react'
import { adoptEarlySocket } from '~/lib/live/early-sockets'
import { LiveSocket, type LiveSocketHandlers, type LiveSocketState } from '~/lib/live/live-socket'

type LiveSocketOptions = Omit<LiveSocketHandlers, 'onState'> & {
  /** null keeps the socket closed; a new url reconnects. */
  url: string | null
  binaryType?: BinaryType
}

/** A socket the page opened early for this url (app/lib/live/early-sockets.ts), else a new one. */
const adoptOrOpen = (url: string) => adoptEarlySocket(url) ?? new WebSocket(url)

/** A LiveSocket per url. Handlers are read through a ref, so a re-render never reconnects; only a new url does. */
export function useLiveSocket({ url, binaryType = 'arraybuffer', ...handled }: LiveSocketOptions) {
  const [state, setState] = useState<LiveSocketState>('idle')
  const socketRef = useRef<LiveSocket | null>(null)
  const handlers = useRef<LiveSocketHandlers>({ ...handled, onState: setState })
  handlers.current = { ...handled, onState: setState }

  useEffect(() => {
    if (!url) {
      setState('idle')
      return
    }
    const socket = new LiveSocket({ url, binaryType, handlers: () => handlers.current, createSocket: adoptOrOpen })
    socketRef.current = socket
    return () => {
      socketRef.current = null
      socket.close()
    }
  }, [url, binaryType])

  const send = useCallback((data: string | ArrayBuffer | Blob) => socketRef.current?.send(data) ?? false, [])

  return { state, send }
}
