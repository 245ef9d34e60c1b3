/**
 * What the root answers a shard room for one of its sockets: the frames to send it, whether to close it, whether it
 * joined.
 */
export interface ShardAnswer {
  frames: string[]
  close: { code: number; reason: string } | null
  /** A `join` the root admitted: the shard counts the socket as a viewer. */
  joined: boolean
}

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
