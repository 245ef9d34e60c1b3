import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * idle: no url; connecting: first attempt or a retry under way; open; waiting: a retry is scheduled;
 * closed: the socket was given up (the url went away or the policy said stop).
 */
export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed'

/** Why the socket is down, so each page can apply its own timings (docs/product/limits.md#live). */
export type DropReason = 'error' | 'close' | 'timeout' | 'setup'

export interface RetryPolicy {
  /** Milliseconds before the next attempt, or null to give up. `attempt` counts failures since the last open. */
  delay(reason: DropReason, attempt: number): number | null
  /** A socket not open after this long is closed and counts as a 'timeout' drop. */
  connectTimeoutMs?: number
}

interface LiveSocketOptions {
  /** null keeps the socket closed; a new url reconnects. */
  url: string | null
  policy: RetryPolicy
  onOpen?: (socket: WebSocket) => void
  onMessage: (data: string | ArrayBuffer) => void
  binaryType?: BinaryType
}

/**
 * One WebSocket that reconnects by a policy. Handlers are read through refs, so a re-render never reconnects;
 * only a new url does.
 */
export function useLiveSocket({ url, policy, onOpen, onMessage, binaryType = 'arraybuffer' }: LiveSocketOptions) {
  const [state, setState] = useState<LiveSocketState>('idle')
  const socketRef = useRef<WebSocket | null>(null)
  const handlers = useRef({ policy, onOpen, onMessage })
  handlers.current = { policy, onOpen, onMessage }

  useEffect(() => {
    if (!url) {
      setState('idle')
      return
    }
    let stopped = false
    let attempt = 0
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let openTimer: ReturnType<typeof setTimeout> | undefined

    const scheduleRetry = (reason: DropReason) => {
      if (stopped || retryTimer) return
      const delay = handlers.current.policy.delay(reason, attempt++)
      if (delay === null) return setState('closed')
      setState('waiting')
      retryTimer = setTimeout(() => {
        retryTimer = undefined
        connect()
      }, delay)
    }

    function connect() {
      setState('connecting')
      let socket: WebSocket
      try {
        socket = new WebSocket(url!)
      } catch (error) {
        console.error('Live socket could not be created', error)
        return scheduleRetry('setup')
      }
      socket.binaryType = binaryType
      socketRef.current = socket
      let dropReason: DropReason = 'close'
      const timeout = handlers.current.policy.connectTimeoutMs
      if (timeout) {
        openTimer = setTimeout(() => {
          dropReason = 'timeout'
          socket.close()
        }, timeout)
      }
      socket.onopen = () => {
        clearTimeout(openTimer)
        attempt = 0
        setState('open')
        handlers.current.onOpen?.(socket)
      }
      socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => handlers.current.onMessage(event.data)
      socket.onerror = () => {
        if (dropReason === 'close') dropReason = 'error'
      }
      socket.onclose = () => {
        clearTimeout(openTimer)
        if (socketRef.current === socket) socketRef.current = null
        scheduleRetry(dropReason)
      }
    }

    connect()
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      clearTimeout(openTimer)
      const socket = socketRef.current
      socketRef.current = null
      if (socket) {
        socket.onclose = null
        socket.close(1000)
      }
      setState('closed')
    }
  }, [url, binaryType])

  /** Sends on the open socket; false when there is none (the caller decides what the user sees). */
  const send = useCallback((data: string | ArrayBuffer | Blob) => {
    const socket = socketRef.current
    if (socket?.readyState !== WebSocket.OPEN) return false
    socket.send(data)
    return true
  }, [])

  return { state, send }
}
