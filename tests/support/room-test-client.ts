import { SELF } from 'cloudflare:test'
import { expect } from 'vitest'
import type { ServerMessage, SingleServerMessage } from '../../contracts/room'
import { signedInClient } from './api'
import { fixtureBytes } from './fixtures'

type Frame = SingleServerMessage | Uint8Array

/** A test's end of a room socket: keeps every frame (batches unrolled) so a test can wait for the one it expects. */
export class RoomTestSocket {
  readonly frames: Frame[] = []
  /** How many `batch` frames arrived (their messages are in `frames`, one by one). */
  batches = 0
  private waiters: (() => void)[] = []
  closed: { code: number; reason: string } | null = null

  constructor(readonly socket: WebSocket) {
    socket.binaryType = 'arraybuffer'
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') {
        const message = JSON.parse(event.data) as ServerMessage
        if (message.type === 'batch') this.batches++
        this.frames.push(...(message.type === 'batch' ? message.data.messages : [message]))
      } else {
        this.frames.push(new Uint8Array(event.data as ArrayBuffer))
      }
      this.wake()
    })
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason }
      this.wake()
    })
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  send(type: string, data?: unknown) {
    this.socket.send(JSON.stringify(data === undefined ? { type } : { type, data }))
  }

  /** A message with its fields at the top level, as older clients send them: `{ type, streamId, ... }`. */
  sendFlat(type: string, fields: Record<string, unknown> = {}) {
    this.socket.send(JSON.stringify({ type, ...fields }))
  }

  /** Resolves with the first frame (from `from` on) matching; fails after 3 s. */
  async waitFor<Type extends SingleServerMessage['type']>(
    type: Type,
    matches: (message: Extract<SingleServerMessage, { type: Type }>) => boolean = () => true,
  ): Promise<Extract<SingleServerMessage, { type: Type }>> {
    const deadline = Date.now() + 3000
    for (;;) {
      const found = this.messages(type).find(matches)
      if (found) return found
      if (Date.now() > deadline)
        throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames.filter((f) => !ArrayBuffer.isView(f)))}`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }

  messages<Type extends SingleServerMessage['type']>(type: Type): Extract<SingleServerMessage, { type: Type }>[] {
    return this.frames.filter(
      (frame): frame is Extract<SingleServerMessage, { type: Type }> =>
        !ArrayBuffer.isView(frame) && frame.type === type,
    )
  }

  get binary(): Uint8Array[] {
    return this.frames.filter((frame) => ArrayBuffer.isView(frame))
  }

  async waitUntil(condition: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 3000
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** The socket id the room gave this socket. */
  async id(): Promise<string> {
    return (await this.waitFor('welcome')).data.socketId
  }

  close() {
    this.socket.close(1000, 'done')
  }
}

/** `address` stands for the client's address, as Cloudflare's edge reports it in CF-Connecting-IP. */
export async function openRoomSocket(
  path: string,
  cookie = '',
  origin = 'http://localhost',
  address?: string,
): Promise<RoomTestSocket> {
  const headers: Record<string, string> = { Upgrade: 'websocket', Origin: origin }
  if (cookie) headers.Cookie = cookie
  if (address) headers['CF-Connecting-IP'] = address
  const response = await SELF.fetch(`http://localhost${path}`, { headers })
  expect(response.status).toBe(101)
  const socket = response.webSocket!
  socket.accept()
  return new RoomTestSocket(socket)
}

/** A signed-in host with a live stream (POST /api/streams/webrtc), as the studio makes one. */
export async function liveStream(displayName = 'Host Person') {
  const host = await signedInClient({ displayName })
  const response = await host.client.post('/api/streams/webrtc', { title: 'Late night set' })
  const { streamId } = (await response.json()) as { streamId: number }
  return { ...host, streamId }
}

/** tone.webm (3.0 s, MediaRecorder style): its header ends and its four Clusters start at these offsets. */
export const TONE_CLUSTERS = [391, 10495, 20726, 31418]

/** A fixture cut at these offsets (and its end), as MediaRecorder cuts its slices. */
function cutFixture(name: string, cuts: number[]): Uint8Array[] {
  const bytes = fixtureBytes(name)
  const ends = [...cuts.slice(1), bytes.length]
  return ends.map((end, index) => bytes.slice(cuts[index], end))
}

/** tone.webm cut at arbitrary offsets, as MediaRecorder does: the first chunk ends inside the first Cluster. */
export const toneChunks = () => cutFixture('tone.webm', [0, 600, 4000, 9000, 15000, 22000, 27000, 31000])

/** video.webm (2 s of VP8 and Opus from MediaRecorder): its header ends and its Clusters start at these offsets. */
export const VIDEO_CLUSTERS = [188, 3495, 7298, 7812, 13454, 17236, 17594, 23935, 26405, 28770]

/** video.webm cut at arbitrary offsets: the first chunk ends inside the first Cluster, the fourth inside the fifth. */
export const videoChunks = () => cutFixture('video.webm', [0, 1000, 5000, 9000, 15000, 21000, 25000, 30000])

export const sendChunk = (socket: RoomTestSocket, chunk: Uint8Array) => socket.socket.send(chunk)
