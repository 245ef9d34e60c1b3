import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOST_MOVED_CLOSE_CODE } from '../../../contracts/plain-values'
import { LiveSocket, type LiveSocketState, type RetryPolicy } from './live-socket'

/** Just enough of a WebSocket for the engine: the test opens, feeds and drops it by hand. */
class FakeSocket {
  readyState = 0
  binaryType = 'blob'
  sent: unknown[] = []
  closedWith: number | undefined
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null

  constructor(readonly url: string) {}

  send(data: unknown) {
    this.sent.push(data)
  }
  close(code?: number) {
    this.closedWith = code
    this.drop(code ?? 1005)
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  fail() {
    this.onerror?.()
    this.drop()
  }
  /** The connection goes; 1006 is a close without a close frame, as a dropped network gives. */
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

const every3s: RetryPolicy = { delay: () => 3000 }

function connect(policy: RetryPolicy = every3s) {
  const sockets: FakeSocket[] = []
  const states: LiveSocketState[] = []
  const received: (string | ArrayBuffer)[] = []
  const onOpen = vi.fn()
  const onDrop = vi.fn()
  const live = new LiveSocket({
    url: 'ws://room/ws',
    handlers: () => ({
      policy,
      onOpen,
      onMessage: (data) => received.push(data),
      onState: (state) => states.push(state),
      onDrop,
    }),
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket as unknown as WebSocket
    },
  })
  return { live, sockets, states, received, onOpen, onDrop, latest: () => sockets[sockets.length - 1]! }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('LiveSocket', () => {
  it('connects at once, announces itself on open and hands over messages', () => {
    const { sockets, states, received, onOpen, latest } = connect()
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://room/ws'])
    expect(latest().binaryType).toBe('arraybuffer')
    latest().open()
    latest().onmessage?.({ data: 'hello' })
    expect(onOpen).toHaveBeenCalledWith(latest())
    expect(received).toEqual(['hello'])
    expect(states).toEqual(['connecting', 'open'])
  })

  it('sends only while open, and says so', () => {
    const { live, latest } = connect()
    expect(live.send('early')).toBe(false)
    latest().open()
    expect(live.send('now')).toBe(true)
    expect(latest().sent).toEqual(['now'])
  })

  it('reconnects after a drop when the policy says, and the new socket announces itself again', () => {
    const { sockets, states, onOpen, latest } = connect()
    latest().open()
    latest().drop()
    expect(states.at(-1)).toBe('waiting')
    vi.advanceTimersByTime(2999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    latest().open()
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(states).toEqual(['connecting', 'open', 'waiting', 'connecting', 'open'])
  })

  it('tells the policy why and how often it failed, counting afresh after an open', () => {
    const delay = vi.fn(() => 1000)
    const { latest } = connect({ delay })
    latest().fail()
    vi.advanceTimersByTime(1000)
    latest().drop()
    vi.advanceTimersByTime(1000)
    latest().open()
    latest().drop()
    expect(delay.mock.calls).toEqual([
      ['error', 0],
      ['close', 1],
      ['close', 0],
    ])
  })

  it('closes a socket not open within the connect timeout and retries it as a timeout', () => {
    const delay = vi.fn(() => 1000)
    const { sockets } = connect({ delay, connectTimeoutMs: 5000 })
    vi.advanceTimersByTime(5000)
    expect(delay).toHaveBeenCalledWith('timeout', 0)
    vi.advanceTimersByTime(1000)
    expect(sockets).toHaveLength(2)
  })

  it('gives up when the policy returns null', () => {
    const { sockets, states, latest } = connect({ delay: () => null })
    latest().drop()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(states.at(-1)).toBe('closed')
  })

  it('tells its owner of each drop and the wait the policy chose', () => {
    const { onDrop, latest } = connect({ delay: (_reason, attempt) => (attempt < 1 ? 1000 : null) })
    latest().fail()
    vi.advanceTimersByTime(1000)
    latest().drop()
    expect(onDrop.mock.calls).toEqual([
      ['error', 1000],
      ['close', null],
    ])
  })

  it('retries a socket that could not be created as a setup drop', () => {
    const delay = vi.fn(() => 5000)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const live = new LiveSocket({
      url: 'bad',
      handlers: () => ({ policy: { delay }, onMessage: () => {}, onState: () => {} }),
      createSocket: () => {
        throw new SyntaxError('bad url')
      },
    })
    expect(delay).toHaveBeenCalledWith('setup', 0)
    expect(logged).toHaveBeenCalled()
    live.close()
    logged.mockRestore()
  })

  it('closes for good: a normal close and no retry, even while a retry waits', () => {
    const { live, sockets, states, latest } = connect()
    latest().open()
    live.close()
    expect(sockets[0]!.closedWith).toBe(1000)
    expect(states.at(-1)).toBe('closed')
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)

    const waiting = connect()
    waiting.latest().drop()
    waiting.live.close()
    vi.advanceTimersByTime(60_000)
    expect(waiting.sockets).toHaveLength(1)
  })

  it('never comes back once a newer host socket took the broadcast over', () => {
    const { sockets, states, onDrop, latest } = connect()
    latest().open()
    latest().drop(HOST_MOVED_CLOSE_CODE)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(onDrop).toHaveBeenCalledWith('moved', null)
    expect(states.at(-1)).toBe('closed')
  })
})
