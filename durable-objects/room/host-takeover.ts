import { HOST_MOVED_CLOSE_CODE, HOST_MOVED_MESSAGE } from '../../contracts/plain-values'
import type { Outbox } from './outbox'
import type { AudienceName, SocketRegistry } from './socket-registry'

interface TakenOverRoom {
  registry: SocketRegistry
  outbox: Outbox
  closeSocket(socket: WebSocket, code: number, reason: string): void
}

/**
 * A newer host socket takes the channel over (a reloaded studio, another tab): each older host socket of the same
 * audience gets `host-moved` and is closed with HOST_MOVED_CLOSE_CODE. Called once the newer socket counts as a
 * host, so the stream never looks host-less and does not count down.
 */
export function takeOverHost(room: TakenOverRoom, hosts: AudienceName, newer: WebSocket): void {
  for (const older of [...room.registry.audience(hosts)]) {
    if (older === newer) continue
    room.outbox.send(older, { type: 'host-moved', data: { message: HOST_MOVED_MESSAGE } })
    room.closeSocket(older, HOST_MOVED_CLOSE_CODE, 'Broadcast moved')
  }
}
