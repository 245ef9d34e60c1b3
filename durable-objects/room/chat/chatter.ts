import { sha256Hex } from '../../../workers/auth/sha256-hex'
import type { RoomIdentity } from '../room-identity'

/**
 * Who a socket chats as, for the flood limit and for moderation (docs/product/rules.md#chat): a signed-in user by id
 * on every socket; a visitor by their client network (an IPv4 address, an IPv6 /64: the door passes the network),
 * hashed as plays are so the room keeps no raw address, so a timeout or ban follows a visitor across sockets and
 * reconnects; a socket without an address only by itself.
 */
export async function chatterOf(identity: Pick<RoomIdentity, 'userId' | 'address'>, socketId: string): Promise<string> {
  if (identity.userId !== null) return userChatter(identity.userId)
  if (identity.address) return `ip:${await sha256Hex(identity.address)}`
  return `socket:${socketId}`
}

export const userChatter = (userId: number) => `user:${userId}`
