import { describe, expect, it, vi } from 'vitest'
import { encodeRoomMessage, parseRoomFrame } from './room-messages'

describe('room frames', () => {
  it('reads a single message', () => {
    expect(parseRoomFrame(JSON.stringify({ type: 'viewer-count', data: { count: 3 } }))).toEqual([{ type: 'viewer-count', data: { count: 3 } }])
  })

  it('unwraps a batch into its messages, in order', () => {
    const first = { type: 'viewer_count', data: { viewerCount: 1 } }
    const second = { type: 'viewer_count', data: { viewerCount: 2 } }
    expect(parseRoomFrame(JSON.stringify({ type: 'batch', data: { messages: [first, second] } }))).toEqual([first, second])
  })

  it('ignores unknown types and broken JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseRoomFrame(JSON.stringify({ type: 'surprise', data: {} }))).toEqual([])
    expect(parseRoomFrame('{not json')).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('encodes client messages as JSON with type and data', () => {
    expect(JSON.parse(encodeRoomMessage({ type: 'join-stream', data: { streamId: 7 } }))).toEqual({ type: 'join-stream', data: { streamId: 7 } })
  })
})
