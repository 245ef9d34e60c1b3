import type { ReactNode } from 'react'
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server.node'

interface RenderOptions {
  nonce: string
  /** Stop waiting on Suspense boundaries after this long and send what has rendered. */
  abortDelayMs: number
  /** Resolve once everything, Suspense boundaries included, has rendered (crawlers), not once the shell has. */
  waitForAll: boolean
  /** A part of the page failed to render (logged here unless the render was cut short). */
  onError(): void
}

/** The Writable that React's Node renderer pipes into, feeding a web ReadableStream chunk by chunk. */
function readableDestination(onCancel: () => void) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started
    },
    cancel: onCancel,
  })
  const destination = {
    // React allocates a fresh buffer after handing one over, so chunks go on without a copy.
    write(chunk: Uint8Array) {
      controller.enqueue(chunk)
      return true
    },
    end() {
      controller.close()
    },
    destroy(error: unknown) {
      controller.error(error)
    },
    // React listens for drain, error and close: a destination that never pushes back has none of them to report.
    on() {
      return destination
    },
  }
  return { body, destination: destination as unknown as Parameters<PipeableStream['pipe']>[0] }
}

/**
 * The page as a stream of HTML, once its shell has rendered. React 18's Node renderer, not its Web Streams one:
 * the Web Streams renderer encodes every tag, attribute and text into a Uint8Array of its own, the Node one writes
 * them into shared 2 KB buffers (docs/decisions/021-pages-render-and-read-without-rebuilding.md).
 */
export function renderPage(
  page: ReactNode,
  { nonce, abortDelayMs, waitForAll, onError }: RenderOptions,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let aborted = false
    const abort = () => {
      aborted = true
      rendering.abort()
    }
    const timeout = setTimeout(abort, abortDelayMs)
    const send = () => {
      const { body, destination } = readableDestination(abort)
      rendering.pipe(destination)
      resolve(body)
    }
    const rendering = renderToPipeableStream(page, {
      nonce,
      onShellReady: waitForAll ? undefined : send,
      onAllReady() {
        clearTimeout(timeout)
        if (waitForAll) send()
      },
      onShellError(error) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error) {
        if (!aborted) console.error(error)
        onError()
      },
    })
  })
}
