import { describe, expect, it, vi } from 'vitest'
import { candidateBuffer } from './candidate-buffer'

const fakePeer = () => ({ addIceCandidate: vi.fn(() => Promise.resolve()) })

describe('candidateBuffer', () => {
  it('holds candidates until the remote description is set, then adds them in order', () => {
    const peer = fakePeer()
    const buffer = candidateBuffer(peer as unknown as RTCPeerConnection)
    buffer.add({ candidate: 'a' })
    buffer.add({ candidate: 'b' })
    expect(peer.addIceCandidate).not.toHaveBeenCalled()
    buffer.remoteDescriptionSet()
    expect(peer.addIceCandidate.mock.calls).toEqual([[{ candidate: 'a' }], [{ candidate: 'b' }]])
  })

  it('adds later candidates at once, and the end-of-candidates marker as undefined', () => {
    const peer = fakePeer()
    const buffer = candidateBuffer(peer as unknown as RTCPeerConnection)
    buffer.remoteDescriptionSet()
    buffer.add(null)
    expect(peer.addIceCandidate).toHaveBeenCalledWith(undefined)
  })
})
