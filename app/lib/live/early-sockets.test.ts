import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adoptEarlySocket, openEarlySocket } from './early-sockets'
import { LiveSocket, type LiveSocketState } from './live-socket'

/** A WebSocket the test opens, feeds and closes by hand; frames go to listeners and `onmessage`, as in a browser. */
class FakeSocket {
  readyState = 0
  listeners = new Set<(event: MessageEvent) => void>()
  binaryType = 'blob'
  closedWith: number | undefined
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: (() => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null

  constructor(readonly url: string) {}
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener)
  }
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  receive(data: string) {
    const event = new MessageEvent('message', { data })
    for (const listener of this.listeners) listener(event)
    this.onmessage?.(event)
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
    this.onclose?.({ code: code ?? 1005 })
  }
}

let sockets: FakeSocket[] = []
const fake = (url: string) => {
  const socket = new FakeSocket(url)
  sockets.push(socket)
  return socket as unknown as WebSocket
}

/** A LiveSocket on `url` that adopts the early socket, recording what its owner hears. */
function adopt(url: string) {
  const heard: (LiveSocketState | string | ArrayBuffer)[] = []
  const live = new LiveSocket({
    url,
    handlers: () => ({
      policy: { delay: () => 1000 },
      onMessage: (data) => heard.push(data),
      onState: (state) => heard.push(state),
    }),
    createSocket: (url) => adoptEarlySocket(url) ?? fake(url),
  })
  return { live, heard }
}

beforeEach(() => {
  sockets = []
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('sockets opened early', () => {
  it('hand over an open that already happened and every frame received, in order, then later frames', async () => {
    openEarlySocket('ws://site/audio?a', fake)
    const [early] = sockets
    early.open()
    early.receive('header')
    early.receive('cluster')
    const { heard } = adopt('ws://site/audio?a')
    await Promise.resolve()
    early.receive('live')
    expect(sockets).toHaveLength(1)
    expect(early.binaryType).toBe('arraybuffer')
    expect(heard).toEqual(['connecting', 'open', 'header', 'cluster', 'live'])
  })

  it('are adopted once: a reconnect opens a new socket', async () => {
    openEarlySocket('ws://site/audio?b', fake)
    sockets[0].open()
    adopt('ws://site/audio?b')
    await Promise.resolve()
    sockets[0].close()
    vi.advanceTimersByTime(1000)
    expect(sockets).toHaveLength(2)
  })

  it('still connecting when adopted, tell of their open when it comes', async () => {
    openEarlySocket('ws://site/video?c', fake)
    const { heard } = adopt('ws://site/video?c')
    await Promise.resolve()
    sockets[0].open()
    sockets[0].receive('header')
    expect(heard).toEqual(['connecting', 'open', 'header'])
  })

  it('are closed when nobody adopts them within 10 s, and a later owner opens its own', () => {
    openEarlySocket('ws://site/audio?d', fake)
    sockets[0].open()
    vi.advanceTimersByTime(10_000)
    expect(sockets[0].closedWith).toBe(1000)
    expect(adoptEarlySocket('ws://site/audio?d')).toBeNull()
  })

  it('are not adopted once closed', () => {
    openEarlySocket('ws://site/audio?e', fake)
    sockets[0].close()
    expect(adoptEarlySocket('ws://site/audio?e')).toBeNull()
  })
})
