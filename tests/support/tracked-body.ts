const KB = 1024

/**
 * A request body of `chunks` chunks of 1 KB (endless without a count) that records how much was read and whether it
 * was cancelled. It yields only when read, so `seen.read` is what the reader asked for.
 */
export function trackedBody(chunks = Number.POSITIVE_INFINITY) {
  const seen = { read: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.read >= chunks * KB) return controller.close()
        seen.read += KB
        controller.enqueue(new Uint8Array(KB).fill(7))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { body, seen }
}
