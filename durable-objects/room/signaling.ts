import type { ClientMessage } from '../../contracts/room'
import type { Outbox } from './outbox'
import type { SocketAttachment, SocketRegistry } from './socket-registry'
import { isWebRtcPeer } from './vocabulary'

export type SignalMessage = Extract<ClientMessage, { type: 'stream-offer' | 'stream-answer' | 'ice-candidate' }>

const isPeer = (socket: SocketAttachment, role: 'host' | 'viewer') => isWebRtcPeer(socket) && socket.role === role

/**
 * WebRTC signaling between the host and one viewer: offers go host → viewer, answers viewer → host, ICE candidates
 * either way, each to the one socket named. Returns false when the sender may not send this; a target that has
 * gone meanwhile is not an error (candidates keep trickling after a viewer leaves), the message is just dropped.
 */
export function relaySignal(
  registry: SocketRegistry,
  outbox: Outbox,
  sender: SocketAttachment,
  message: SignalMessage,
): boolean {
  switch (message.type) {
    case 'stream-offer': {
      if (!isPeer(sender, 'host')) return false
      const target = registry.findById(message.data.viewerId)
      if (target && isPeer(target.attachment, 'viewer')) {
        outbox.send(target.socket, {
          type: 'stream-offer',
          data: { hostId: sender.id, description: message.data.description },
        })
      }
      return true
    }
    case 'stream-answer': {
      if (!isPeer(sender, 'viewer')) return false
      const target = registry.findById(message.data.hostId)
      if (target && isPeer(target.attachment, 'host')) {
        outbox.send(target.socket, {
          type: 'stream-answer',
          data: { viewerId: sender.id, description: message.data.description },
        })
      }
      return true
    }
    case 'ice-candidate': {
      const peerRole = sender.role === 'host' ? 'viewer' : 'host'
      if (!isWebRtcPeer(sender) || !sender.role) return false
      const target = registry.findById(message.data.targetId)
      if (target && isPeer(target.attachment, peerRole)) {
        outbox.send(target.socket, {
          type: 'ice-candidate',
          data: { from: sender.id, candidate: message.data.candidate },
        })
      }
      return true
    }
  }
}
