import { HOST_MOVED_CLOSE_CODE } from '../../../contracts/plain-values'

/**
 * idle: no url; connecting: first attempt or a retry under way; open; waiting: a retry is scheduled;
 * closed: the socket was given up (closed by its owner or the policy said stop).
 */
export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed'

/**
 * Why the socket is down, so each page can apply its own timings (docs/product/limits.md#live). 'moved': a newer host
 * socket took the broadcast over (docs/product/room-protocol.md); coming back would take it back, so it never retries.
 */
export type DropReason = 'error' | 'close' | 'timeout' | 'setup' | 'moved'

export interface RetryPolicy {
  /** Milliseconds before the next attempt, or null to give up. `attempt` counts failures since the last open. */
  delay(reason: DropReason, attempt: number): number | null
  /** A socket not open after this long is closed and counts as a 'timeout' drop. */
  connectTimeoutMs?: number
}

export interface LiveSocketHandlers {
  policy: RetryPolicy
  onOpen?: (socket: WebSocket) => void
  onMessage: (data: string | ArrayBuffer) => void
  onState: (state: LiveSocketState) => void
  /** Told of every drop with the policy's wait (null: given up), so a page may tell the user. */
  onDrop?: (reason: DropReason, delay: number | null) => void
}

export interface LiveSocketOptions {
  url: string
  binaryType?: BinaryType
  /** Read at every use, so an owner may swap its handlers without reconnecting. */
  handlers: () => LiveSocketHandlers
  createSocket?: (url: string) => WebSocket
}

/** WebSocket.OPEN, spelt out so the engine needs no global WebSocket beyond the one it creates. */
const OPEN = 1

/** One WebSocket to one url that reconnects by its policy until it is closed. It connects when constructed. */
export class LiveSocket {
  private socket: WebSocket | null = null
  private attempt = 0
  private stopped = false
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private openTimer: ReturnType<typeof setTimeout> | undefined
  private readonly createSocket: (url: string) => WebSocket

  constructor(private readonly options: LiveSocketOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url))
    this.connect()
  }

  /** Sends on the open socket; false when there is none (the caller decides what the user sees). */
  send(data: string | ArrayBuffer | Blob) {
    if (this.socket?.readyState !== OPEN) return false
    this.socket.send(data)
    return true
  }

  /** Closes for good: no retry follows. */
  close() {
    this.stopped = true
    clearTimeout(this.retryTimer)
    clearTimeout(this.openTimer)
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onclose = null
      socket.close(1000)
    }
    this.options.handlers().onState('closed')
  }

  private connect() {
    const { handlers } = this.options
    handlers().onState('connecting')
    let socket: WebSocket
    try {
      socket = this.createSocket(this.options.url)
    } catch (error) {
      console.error('Live socket could not be created', error)
      return this.reconnect('setup')
    }
    socket.binaryType = this.options.binaryType ?? 'arraybuffer'
    this.socket = socket
    let dropReason: DropReason = 'close'
    const timeout = handlers().policy.connectTimeoutMs
    if (timeout) {
      this.openTimer = setTimeout(() => {
        dropReason = 'timeout'
        socket.close()
      }, timeout)
    }
    socket.onopen = () => {
      clearTimeout(this.openTimer)
      this.attempt = 0
      handlers().onState('open')
      handlers().onOpen?.(socket)
    }
    socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => handlers().onMessage(event.data)
    socket.onerror = () => {
      if (dropReason === 'close') dropReason = 'error'
    }
    socket.onclose = (event: CloseEvent) => {
      clearTimeout(this.openTimer)
      if (this.socket === socket) this.socket = null
      this.reconnect(event.code === HOST_MOVED_CLOSE_CODE ? 'moved' : dropReason)
    }
  }

  /** The one way back after a drop: the policy names the wait, or null to give up. */
  private reconnect(reason: DropReason) {
    if (this.stopped || this.retryTimer) return
    const { onState, onDrop, policy } = this.options.handlers()
    const delay = reason === 'moved' ? null : policy.delay(reason, this.attempt++)
    onDrop?.(reason, delay)
    if (delay === null) return onState('closed')
    onState('waiting')
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      this.connect()
    }, delay)
  }
}
