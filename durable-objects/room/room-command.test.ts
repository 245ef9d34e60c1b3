import { describe, expect, it } from 'vitest'
import { clientMessageSchema, type ClientMessageInput } from '../../contracts/room'
import { readCommand } from './room-command'

const read = (message: ClientMessageInput) => readCommand(clientMessageSchema.parse(message))

describe('either page’s message read into one room command', () => {
  it('joining and chatting are one command in both dialects, and fix the dialect of a socket that has not spoken', () => {
    expect(read({ type: 'join', data: { streamId: 3 } })).toEqual({ command: { kind: 'join' }, speaks: 'viewer-page' })
    expect(read({ type: 'join-stream', data: { streamId: 3 } })).toEqual({
      command: { kind: 'join' },
      speaks: 'studio',
    })
    expect(read({ type: 'chat', data: { streamId: 3, message: ' hi ' } })).toEqual({
      command: { kind: 'chat', text: 'hi' },
      speaks: 'viewer-page',
    })
    expect(read({ type: 'chat-message', data: { streamId: 3, message: 'hi' } })).toEqual({
      command: { kind: 'chat', text: 'hi' },
      speaks: 'studio',
    })
    expect(read({ type: 'host-stream', data: { streamId: 3 } })).toEqual({
      command: { kind: 'host' },
      speaks: 'studio',
    })
  })

  it('leaving, pinging and ending say nothing of the dialect', () => {
    expect(read({ type: 'leave' }).command).toEqual({ kind: 'leave' })
    expect(read({ type: 'leave-stream', data: { streamId: 3 } })).toEqual({ command: { kind: 'leave' }, speaks: null })
    expect(read({ type: 'ping' })).toEqual({ command: { kind: 'ping' }, speaks: null })
    expect(read({ type: 'end-stream', data: { streamId: 3 } })).toEqual({ command: { kind: 'end' }, speaks: null })
  })
})
