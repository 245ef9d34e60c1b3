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

const encoder = new TextEncoder()

/**
 * The Writable that React's Node renderer pipes into, feeding a web ReadableStream. Patched (ADR 022), React hands it
 * the page as strings, which are joined and encoded once each time React flushes; unpatched, it hands over bytes.
 */
function readableDestination(onCancel: () => void) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started
    },
    cancel: onCancel,
  })
  let html = ''
  const sendHtml = () => {
    if (html) controller.enqueue(encoder.encode(html))
    html = ''
  }
  const destination = {
    write(chunk: string | Uint8Array) {
      if (typeof chunk === 'string') {
        html += chunk
      } else {
        sendHtml()
        // React allocates a fresh buffer after handing one over, so chunks go on without a copy.
        controller.enqueue(chunk)
      }
      return true
    },
    // React calls it after each pass over what has rendered.
    flush: sendHtml,
    end() {
      sendHtml()
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
 * the Web Streams renderer encodes every tag, attribute and text into a Uint8Array of its own
 * (docs/decisions/021-pages-render-and-read-without-rebuilding.md), and the Node one, patched, hands over strings
 * that are encoded once per flush (docs/decisions/022-react-hands-over-html-as-text.md).
 */
export function renderPage(page: ReactNode, { nonce, abortDelayMs, waitForAll, onError }: RenderOptions): Promise<ReadableStream<Uint8Array>> {
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
