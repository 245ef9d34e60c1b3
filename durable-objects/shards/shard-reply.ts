import type { ClientMessage } from '../../contracts/room'
import type { ChatChannel } from '../room/chat/chat-channel'
import type { ChatModeration } from '../room/chat/chat-moderation'
import { readCommand } from '../room/room-command'
import type { SocketAttachment } from '../room/socket-registry'
import type { ShardAnswer } from './protocol'

/**
 * Stands in for a shard room's socket in the root's code that answers one socket (join, chat, moderation): it keeps
 * what the root sends it and whether the root closed it, for the shard to pass on. The root never registers it, so
 * nothing else ever reaches it.
 */
class ShardReply {
  private readonly answer: ShardAnswer = { frames: [], close: null, joined: false }
  readonly socket = {
    send: (frame: string) => this.answer.frames.push(frame),
    close: (code: number, reason: string) => (this.answer.close = { code, reason }),
  } as unknown as WebSocket

  joined(): ShardAnswer {
    this.answer.joined = true
    return this.answer
  }

  done(): ShardAnswer {
    return this.answer
  }
}

interface AnsweringRoom {
  moderation: ChatModeration
  chat: ChatChannel
}

/** A shard room's socket said something only the root decides: the root answers it as it answers its own sockets. */
export async function answerShard(
  room: AnsweringRoom,
  sender: SocketAttachment,
  message: ClientMessage,
): Promise<ShardAnswer> {
  const reply = new ShardReply()
  const { command } = readCommand(message)
  switch (command.kind) {
    case 'moderate':
      await room.moderation.handle(reply.socket, sender, command.message)
      return reply.done()
    case 'join':
      if (!(await room.chat.admit(reply.socket, sender))) return reply.done()
      await room.chat.greet(reply.socket, sender)
      return reply.joined()
    case 'chat':
      await room.chat.say(reply.socket, sender, command.text)
      return reply.done()
    default:
      return reply.done()
  }
}
