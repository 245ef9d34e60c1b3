import { useCallback, useEffect, useRef } from 'react'
import type { ClientMessageInput } from '../../contracts/room'
import { candidateBuffer, type CandidateBuffer } from '~/lib/live/candidate-buffer'
import { PEER_CONFIG } from '~/lib/live/peer-config'
import { toast } from './use-toast'

type Send = (message: ClientMessageInput) => boolean

const connectionError = (description: string) =>
  toast({ title: 'Connection Error', description, variant: 'destructive' })

/**
 * The host's side of the broadcast: one RTCPeerConnection per viewer, offered as the viewer joins and
 * closed when it leaves. Track changes (a camera switch, a screen share) are swapped into every connection.
 */
export function useLiveHostPeers(
  streamId: number | null,
  send: Send,
  videoTrack: MediaStreamTrack | null,
  audioTrack: MediaStreamTrack | null,
) {
  const peers = useRef(new Map<string, { peer: RTCPeerConnection; candidates: CandidateBuffer }>())
  const tracks = useRef({ videoTrack, audioTrack })
  tracks.current = { videoTrack, audioTrack }

  const closePeer = useCallback((viewerId: string) => {
    peers.current.get(viewerId)?.peer.close()
    peers.current.delete(viewerId)
  }, [])

  const closeAll = useCallback(() => {
    for (const viewerId of [...peers.current.keys()]) closePeer(viewerId)
  }, [closePeer])

  const viewerJoined = useCallback(
    async (viewerId: string) => {
      if (!streamId) return
      closePeer(viewerId)
      const peer = new RTCPeerConnection(PEER_CONFIG)
      peers.current.set(viewerId, { peer, candidates: candidateBuffer(peer) })
      const stream = new MediaStream()
      // A transceiver per kind even without a track, so a camera or mic turned on later has a sender to use.
      peer.addTransceiver(tracks.current.videoTrack ?? 'video', { direction: 'sendonly', streams: [stream] })
      peer.addTransceiver(tracks.current.audioTrack ?? 'audio', { direction: 'sendonly', streams: [stream] })
      peer.onicecandidate = (event) =>
        send({
          type: 'ice-candidate',
          data: { streamId, targetId: viewerId, candidate: event.candidate?.toJSON() ?? null },
        })
      peer.onconnectionstatechange = () => {
        if (peer.connectionState === 'failed')
          connectionError('Failed to establish connection with viewer. Please try again.')
      }
      try {
        await peer.setLocalDescription(await peer.createOffer())
        send({ type: 'stream-offer', data: { streamId, viewerId, description: peer.localDescription!.toJSON() } })
      } catch (error) {
        console.error('Offer to viewer failed', error)
        connectionError('Failed to establish streaming connection. Please try again.')
        closePeer(viewerId)
      }
    },
    [streamId, send, closePeer],
  )

  const answerReceived = useCallback(async (viewerId: string, description: RTCSessionDescriptionInit) => {
    const entry = peers.current.get(viewerId)
    if (!entry) return
    try {
      await entry.peer.setRemoteDescription(description)
      entry.candidates.remoteDescriptionSet()
    } catch (error) {
      console.error('Viewer answer rejected', error)
      connectionError('Failed to establish connection with viewer. Please try again.')
    }
  }, [])

  const candidateReceived = useCallback(
    (from: string, candidate: RTCIceCandidateInit | null) => peers.current.get(from)?.candidates.add(candidate),
    [],
  )

  useEffect(() => {
    for (const { peer } of peers.current.values()) {
      const [video, audio] = peer.getTransceivers()
      void video?.sender.replaceTrack(videoTrack)
      void audio?.sender.replaceTrack(audioTrack)
    }
  }, [videoTrack, audioTrack])

  useEffect(() => closeAll, [closeAll])

  return { viewerJoined, viewerLeft: closePeer, answerReceived, candidateReceived, closeAll }
}
