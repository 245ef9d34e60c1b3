import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StreamStatus } from '../shards/protocol'
import { Outbox } from './outbox'
import type { RoomEvent } from './room-event'
import type { StoredChatMessage } from './room-storage'
import type { AudienceName, SocketRegistry } from './socket-registry'

/** A socket that keeps what it was sent. */
function fakeSocket() {
  const frames: string[] = []
  return { frames, socket: { send: (frame: string) => frames.push(frame) } as unknown as WebSocket }
}

/** An Outbox over sockets grouped in audiences, as the registry groups them. */
function outboxOver(audiences: Partial<Record<AudienceName, ReturnType<typeof fakeSocket>[]>>) {
  const registry = {
    audience: (name: AudienceName) => (audiences[name] ?? []).map(({ socket }) => socket),
  } as unknown as SocketRegistry
  return new Outbox(registry)
}

const said: StoredChatMessage = {
  id: 'm1',
  userId: 7,
  username: 'Ada',
  message: 'hello',
  timestamp: 1000,
  senderId: 's1',
  senderName: 'Ada',
  chatter: 'user:7',
}

const status: StreamStatus = {
  type: 'stream_status',
  data: {
    streamId: 3,
    isLive: false,
    viewerCount: 0,
    peakViewerCount: 2,
    startTime: 500,
    audioLevel: 0,
    audioLive: false,
    videoLive: false,
    hostAway: false,
    ended: false,
  },
}

afterEach(() => vi.restoreAllMocks())

describe('the Outbox writes the room core’s events in each socket’s dialect', () => {
  it('a chat message reaches each page in its own words, written once per dialect however many sockets hear it', () => {
    const pages = [fakeSocket(), fakeSocket(), fakeSocket()]
    const studios = [fakeSocket(), fakeSocket()]
    const outbox = outboxOver({ 'viewer-page': pages, studio: studios })
    const stringify = vi.spyOn(JSON, 'stringify')

    outbox.broadcastChat({ kind: 'chat-message', message: said })

    expect(stringify).toHaveBeenCalledTimes(2)
    for (const { frames } of pages) {
      expect(frames).toEqual([
        '{"type":"chat_message","data":{"id":"m1","userId":7,"username":"Ada","message":"hello","timestamp":1000}}',
      ])
    }
    for (const { frames } of studios) {
      expect(frames).toEqual([
        '{"type":"chat-message","data":{"senderId":"s1","message":"hello","timestamp":1000,"senderName":"Ada",' +
          '"userId":7,"id":"m1"}}',
      ])
    }
  })

  it("the stream's end: the studio hears stream-ended, the viewer page the stream's status", () => {
    const page = fakeSocket()
    const studio = fakeSocket()
    outboxOver({ 'viewer-page': [page], studio: [studio] }).broadcastEvent({
      kind: 'stream-ended',
      streamId: 3,
      status,
    })
    expect(page.frames.map((frame) => JSON.parse(frame))).toEqual([status])
    expect(studio.frames).toEqual(['{"type":"stream-ended","data":{"streamId":3}}'])
  })

  it('a viewer coming is told to the studio’s hosts only, and only of a WebRTC peer (a studio viewer)', () => {
    const page = fakeSocket()
    const studio = fakeSocket()
    const host = fakeSocket()
    const outbox = outboxOver({ 'viewer-page': [page], studio: [studio, host], 'studio-hosts': [host] })
    outbox.broadcastEvent({ kind: 'viewer-joined', viewer: { id: 'v1', vocabulary: 'studio' } }, 'hosts')
    outbox.broadcastEvent({ kind: 'viewer-joined', viewer: { id: 'v2', vocabulary: 'viewer-page' } }, 'hosts')
    expect(host.frames).toEqual(['{"type":"viewer-joined","data":{"viewerId":"v1"}}'])
    expect(page.frames).toEqual([])
    expect(studio.frames).toEqual([])
  })

  it('one socket hears an event in its dialect, and nothing the dialect is not told or before it has spoken', () => {
    const page = fakeSocket()
    const studio = fakeSocket()
    const silent = fakeSocket()
    const outbox = outboxOver({})
    const events: RoomEvent[] = [
      { kind: 'chat-history', messages: [] },
      { kind: 'viewer-count', count: 4 },
    ]
    for (const event of events) {
      outbox.sendEvent(page.socket, { vocabulary: 'viewer-page' }, event)
      outbox.sendEvent(studio.socket, { vocabulary: 'studio' }, event)
      outbox.sendEvent(silent.socket, { vocabulary: null }, event)
    }
    expect(page.frames).toEqual([
      '{"type":"chat_history","data":{"messages":[]}}',
      '{"type":"viewer_count","data":{"viewerCount":4}}',
    ])
    expect(studio.frames).toEqual(['{"type":"viewer-count","data":{"count":4}}'])
    expect(silent.frames).toEqual([])
  })
})
