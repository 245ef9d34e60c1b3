import { describe, expect, it } from 'vitest'
import { liveStream, openRoomSocket } from '../../tests/support/room-test-client'

const offer = { type: 'offer', sdp: 'v=0 offer' } as const
const answer = { type: 'answer', sdp: 'v=0 answer' } as const
const candidate = { candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }

describe('StreamRoom: WebRTC signaling', () => {
  it('relays offers, answers and ICE between the host and the right viewer only', async () => {
    const { client, streamId } = await liveStream()
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    await host.waitFor('viewer-count')
    const [alice, bob] = await Promise.all([
      openRoomSocket(`/ws?streamId=${streamId}`),
      openRoomSocket(`/ws?streamId=${streamId}`),
    ])
    alice.send('join-stream', { streamId })
    bob.send('join-stream', { streamId })
    const aliceId = await alice.id()
    const bobId = await bob.id()
    const hostId = await host.id()
    await host.waitFor('viewer-joined', (m) => m.data.viewerId === aliceId)
    await host.waitFor('viewer-joined', (m) => m.data.viewerId === bobId)

    host.send('stream-offer', { streamId, description: offer, viewerId: aliceId })
    expect((await alice.waitFor('stream-offer')).data).toEqual({ hostId, description: offer })
    alice.send('stream-answer', { hostId, description: answer })
    expect((await host.waitFor('stream-answer')).data).toEqual({ viewerId: aliceId, description: answer })
    host.send('ice-candidate', { streamId, targetId: aliceId, candidate })
    expect((await alice.waitFor('ice-candidate')).data).toEqual({ from: hostId, candidate })
    alice.send('ice-candidate', { streamId, targetId: hostId, candidate: null })
    expect((await host.waitFor('ice-candidate')).data).toEqual({ from: aliceId, candidate: null })

    bob.send('ping')
    await bob.waitFor('pong')
    expect(bob.messages('stream-offer')).toEqual([])
    expect(bob.messages('ice-candidate')).toEqual([])
  })

  it('refuses an offer from a viewer and an answer from anyone but a viewer', async () => {
    const { client, streamId } = await liveStream()
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join-stream', { streamId })
    const hostId = await host.id()
    viewer.send('stream-offer', { streamId, description: offer, viewerId: hostId })
    expect((await viewer.waitFor('error')).data.code).toBe('forbidden')
    host.send('stream-answer', { hostId, description: answer })
    expect((await host.waitFor('error')).data.code).toBe('forbidden')
    expect(host.messages('stream-offer')).toEqual([])
  })

  it('introduces the viewers already watching to a host that reconnects', async () => {
    const { client, streamId } = await liveStream()
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join-stream', { streamId })
    await viewer.waitFor('viewer-count')
    const host = await openRoomSocket(`/ws?streamId=${streamId}`, client.sessionCookie)
    host.send('host-stream', { streamId })
    expect((await host.waitFor('viewer-joined')).data.viewerId).toBe(await viewer.id())
    expect((await host.waitFor('viewer-count')).data.count).toBe(1)
  })
})
