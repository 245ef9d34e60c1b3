import { describe, expect, it, vi } from 'vitest'
import { serverMessageSchema } from '../../../contracts/room'
import { SERVER_MESSAGE_TYPES } from '../../../contracts/room-message-types'
import { encodeRoomMessage, parseRoomFrame } from './room-messages'

describe('room frames', () => {
  it('reads a single message', () => {
    expect(parseRoomFrame(JSON.stringify({ type: 'viewer-count', data: { count: 3 } }))).toEqual([
      { type: 'viewer-count', data: { count: 3 } },
    ])
  })

  it('unwraps a batch into its messages, in order', () => {
    const first = { type: 'viewer_count', data: { viewerCount: 1 } }
    const second = { type: 'viewer_count', data: { viewerCount: 2 } }
    expect(parseRoomFrame(JSON.stringify({ type: 'batch', data: { messages: [first, second] } }))).toEqual([
      first,
      second,
    ])
  })

  it('ignores unknown types and broken JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseRoomFrame(JSON.stringify({ type: 'surprise', data: {} }))).toEqual([])
    expect(parseRoomFrame('{not json')).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('knows every type the room contract sends, and no other', () => {
    const contractTypes = serverMessageSchema.options
      .map((option) => option.shape.type.value)
      .filter((type) => type !== 'batch')
    expect([...SERVER_MESSAGE_TYPES].sort()).toEqual([...contractTypes].sort())
  })

  it('ignores a batch holding an unknown message, and a message without data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const known = { type: 'viewer_count', data: { viewerCount: 1 } }
    expect(
      parseRoomFrame(JSON.stringify({ type: 'batch', data: { messages: [known, { type: 'surprise', data: {} }] } })),
    ).toEqual([])
    expect(parseRoomFrame(JSON.stringify({ type: 'viewer_count' }))).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('encodes client messages as JSON with type and data', () => {
    expect(JSON.parse(encodeRoomMessage({ type: 'join-stream', data: { streamId: 7 } }))).toEqual({
      type: 'join-stream',
      data: { streamId: 7 },
    })
  })
})
