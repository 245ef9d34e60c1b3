import { useCallback, useEffect, useRef, useState } from 'react'
import type { ClientMessageInput } from '../../contracts/room'
import { candidateBuffer, type CandidateBuffer } from '~/lib/live/candidate-buffer'
import { PEER_CONFIG } from '~/lib/live/peer-config'
import { toast } from './use-toast'

type Send = (message: ClientMessageInput) => boolean

const connectionError = (description: string) =>
  toast({ title: 'Connection Error', description, variant: 'destructive' })

/** The viewer's side: answers the host's offer and exposes the remote stream for the <video>. */
export function useLiveViewerPeer(streamId: number | null, send: Send) {
  const peer = useRef<{ connection: RTCPeerConnection; candidates: CandidateBuffer } | null>(null)
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)

  const close = useCallback(() => {
    peer.current?.connection.close()
    peer.current = null
    setRemoteStream(null)
  }, [])

  const offerReceived = useCallback(
    async (hostId: string, description: RTCSessionDescriptionInit) => {
      if (!streamId) return
      close()
      const connection = new RTCPeerConnection(PEER_CONFIG)
      const candidates = candidateBuffer(connection)
      peer.current = { connection, candidates }
      connection.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]))
      connection.onicecandidate = (event) =>
        send({
          type: 'ice-candidate',
          data: { streamId, targetId: hostId, candidate: event.candidate?.toJSON() ?? null },
        })
      connection.onconnectionstatechange = () => {
        if (connection.connectionState === 'failed')
          connectionError('Failed to connect to stream. The host may have poor connectivity.')
      }
      try {
        await connection.setRemoteDescription(description)
        candidates.remoteDescriptionSet()
        await connection.setLocalDescription(await connection.createAnswer())
        send({ type: 'stream-answer', data: { hostId, description: connection.localDescription!.toJSON() } })
      } catch (error) {
        console.error('Answering the host failed', error)
        connectionError('Failed to establish connection to stream. Please try again.')
        close()
      }
    },
    [streamId, send, close],
  )

  const candidateReceived = useCallback(
    (candidate: RTCIceCandidateInit | null) => peer.current?.candidates.add(candidate),
    [],
  )

  useEffect(() => close, [close])

  return { remoteStream, offerReceived, candidateReceived, close }
}
