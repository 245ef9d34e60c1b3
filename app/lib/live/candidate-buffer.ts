/**
 * ICE candidates can arrive before the remote description is set (the answer and the first candidates race);
 * they are held until `remoteDescriptionSet` and then added in order. A bad candidate is skipped, not fatal.
 */
export function candidateBuffer(peer: RTCPeerConnection) {
  let pending: (RTCIceCandidateInit | null)[] | null = []
  const addNow = (candidate: RTCIceCandidateInit | null) =>
    peer
      .addIceCandidate(candidate ?? undefined)
      .catch((error: unknown) => console.warn('Ignoring an ICE candidate', error))
  return {
    add(candidate: RTCIceCandidateInit | null) {
      if (pending) pending.push(candidate)
      else void addNow(candidate)
    },
    remoteDescriptionSet() {
      const held = pending ?? []
      pending = null
      for (const candidate of held) void addNow(candidate)
    },
  }
}

export type CandidateBuffer = ReturnType<typeof candidateBuffer>
