import { describe, expect, it } from 'vitest'
import type { ChatLine } from './chat-line'
import { streamPageSession, streamPageSessionStart, type StreamPageEvent } from './stream-page-session'

const start = streamPageSessionStart({ isLive: true, viewerCount: 4 })
const after = (...events: StreamPageEvent[]) => events.reduce(streamPageSession, start)
const line = (id: string, text = `message ${id}`): ChatLine => ({
  key: id,
  messageId: id,
  authorUserId: 2,
  author: 'Ada',
  text,
  own: false,
})
const unsent: ChatLine = { key: 'local-1', author: 'Guest', text: 'typed offline', own: true, unsent: true }

describe('the stream page session', () => {
  it('starts from what the page was rendered with, the picture unknown and the host here until the room speaks', () => {
    expect(start).toEqual({
      lines: [],
      viewerCount: 4,
      isLive: true,
      videoLive: null,
      hostAway: false,
      ended: false,
      isOwner: false,
    })
  })

  it('shows each message once, even when the room sends it again', () => {
    const session = after({ type: 'line', line: line('a') }, { type: 'line', line: line('a') })
    expect(session.lines.map((shown) => shown.key)).toEqual(['a'])
  })

  it('replaces the chat with the history on a reconnect and keeps what was typed offline below it', () => {
    const session = after(
      { type: 'line', line: line('a') },
      { type: 'unsent', line: unsent },
      { type: 'history', lines: [line('a'), line('b')] },
    )
    expect(session.lines.map((shown) => shown.key)).toEqual(['a', 'b', 'local-1'])
  })

  it('takes a deleted message off the chat', () => {
    const session = after({ type: 'history', lines: [line('a'), line('b')] }, { type: 'line-deleted', messageId: 'a' })
    expect(session.lines.map((shown) => shown.key)).toEqual(['b'])
  })

  it('follows the count and the status the room sends, and knows the host from its welcome', () => {
    expect(after({ type: 'viewer-count', count: 9 }).viewerCount).toBe(9)
    const status = {
      type: 'status',
      isLive: false,
      videoLive: false,
      hostAway: false,
      ended: false,
      viewerCount: 0,
    } as const
    expect(after(status)).toMatchObject({
      isLive: false,
      videoLive: false,
      viewerCount: 0,
    })
    expect(after({ type: 'welcome', isOwner: true }).isOwner).toBe(true)
  })

  it('knows while the host is away and when it is back', () => {
    const status = { type: 'status', isLive: true, videoLive: false, ended: false, viewerCount: 1 } as const
    expect(after().hostAway).toBe(false)
    const away = after({ ...status, hostAway: true })
    expect(away.hostAway).toBe(true)
    expect(streamPageSession(away, { ...status, hostAway: false }).hostAway).toBe(false)
  })

  it('knows when the room says the stream ended, which a stream that never went live says only so', () => {
    const waiting = streamPageSessionStart({ isLive: false, viewerCount: 0 })
    const status = { type: 'status', isLive: false, videoLive: false, hostAway: false, viewerCount: 1 } as const
    expect(streamPageSession(waiting, { ...status, ended: false }).ended).toBe(false)
    expect(streamPageSession(waiting, { ...status, ended: true }).ended).toBe(true)
  })
})
