import type { ShardAnswer } from './protocol'

/**
 * Stands in for a shard room's socket in the root's code that answers one socket (join, chat, moderation): it keeps
 * what the root sends it and whether the root closed it, for the shard to pass on. The root never registers it, so
 * nothing else ever reaches it.
 */
export class ShardReply {
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
