/** R2 streams an object in pieces of about this size. */
const PIECE = 64 * 1024

/** The bytes as an R2 object's body streams them, piece by piece, for the media benches run in Node. */
export const r2LikeStream = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += PIECE) controller.enqueue(bytes.slice(at, at + PIECE))
      controller.close()
    },
  })
