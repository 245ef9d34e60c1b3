import { describe, expect, it } from 'vitest'
import { liveStream, openRoomSocket } from '../../../tests/support/room-test-client'

describe('StreamRoom: chat text', () => {
  it('refuses a message with a text-direction override or a control character and broadcasts none of them', async () => {
    const { streamId } = await liveStream()
    const sender = await openRoomSocket(`/ws?streamId=${streamId}`)
    const reader = await openRoomSocket(`/ws?streamId=${streamId}`)
    sender.send('join', { streamId })
    reader.send('join', { streamId })
    await reader.waitFor('chat_history')

    sender.send('chat', { streamId, message: 'host says: \u202Eevil' })
    expect((await sender.waitFor('error')).data).toEqual({
      message: 'Message must not contain control or text-direction characters',
      code: 'malformed',
    })
    sender.send('chat', { streamId, message: 'bell\u0007' })
    await sender.waitUntil(() => sender.messages('error').length === 2, 'a second error')
    sender.send('chat', { streamId, message: 'plain words' })

    await reader.waitFor('chat_message', (m) => m.data.message === 'plain words')
    expect(reader.messages('chat_message').map((m) => m.data.message)).toEqual(['plain words'])
    expect(sender.closed).toBeNull()
  })
})
