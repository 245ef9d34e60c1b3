import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

async function openSocket(path: string): Promise<WebSocket> {
  const response = await SELF.fetch(`http://localhost${path}`, { headers: { Upgrade: 'websocket' } })
  expect(response.status).toBe(101)
  const socket = response.webSocket!
  socket.accept()
  return socket
}

const nextMessage = (socket: WebSocket) =>
  new Promise<unknown>((resolve) => socket.addEventListener('message', (event) => resolve(JSON.parse(event.data as string)), { once: true }))

describe('StreamRoom over /ws', () => {
  it('answers a ping with a pong', async () => {
    const socket = await openSocket('/ws?streamId=7')
    const reply = nextMessage(socket)
    socket.send(JSON.stringify({ type: 'ping' }))
    expect(await reply).toEqual({ type: 'pong', data: { timestamp: expect.any(Number) } })
    socket.close()
  })

  it('answers an unknown message with an error frame and keeps the socket open', async () => {
    const socket = await openSocket('/ws?streamId=7')
    const error = nextMessage(socket)
    socket.send('not json at all')
    expect(await error).toEqual({ type: 'error', data: { message: 'Unknown or malformed message' } })
    const pong = nextMessage(socket)
    socket.send(JSON.stringify({ type: 'ping' }))
    expect(await pong).toMatchObject({ type: 'pong' })
    socket.close()
  })

  it('refuses a socket without a numeric stream id', async () => {
    const response = await SELF.fetch('http://localhost/ws', { headers: { Upgrade: 'websocket' } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/streamId/)
  })
})
