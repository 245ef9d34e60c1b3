import { lazy, Suspense, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from './render-page.server'

/** A component whose code arrives after `ms`, as a lazily loaded chunk would. */
function arrivingAfter(ms: number, text: string) {
  return lazy(
    () =>
      new Promise<{ default: () => JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>{text}</p> }), ms),
      ),
  )
}

/** A component whose code never arrives. */
const neverArriving = () => lazy(() => new Promise<{ default: () => JSX.Element }>(() => undefined))

/** A page whose shell renders at once, around a part that may take its time. */
const pageAround = (Part: ComponentType) => (
  <main>
    <h1>Shell</h1>
    <Suspense fallback={<p>loading</p>}>
      <Part />
    </Suspense>
  </main>
)

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text()
}

const firstChunk = async (body: ReadableStream<Uint8Array>) =>
  new TextDecoder().decode((await body.getReader().read()).value)

const options = { nonce: 'n0nce', abortDelayMs: 5000, waitForAll: false, onError: () => undefined }

describe('renderPage', () => {
  it('sends a person the shell before a slow part has arrived, and the part later in the same response', async () => {
    const body = await renderPage(pageAround(arrivingAfter(30, 'the slow part')), options)
    const [forFirstByte, forAll] = body.tee()
    const first = await firstChunk(forFirstByte)
    expect(first).toContain('<h1>Shell</h1>')
    expect(first).not.toContain('the slow part')
    const whole = await readAll(forAll)
    expect(whole).toContain('the slow part')
    expect(whole).toContain('nonce="n0nce"')
  })

  it('gives a crawler the whole page in its first bytes', async () => {
    const body = await renderPage(pageAround(arrivingAfter(30, 'the slow part')), { ...options, waitForAll: true })
    expect(await firstChunk(body)).toContain('the slow part')
  })

  it('stops a render whose reader went away, without an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const body = await renderPage(pageAround(neverArriving()), options)
    await body.cancel()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('sends what has rendered once the abort delay passes, and reports the part that never came', async () => {
    const onError = vi.fn()
    const body = await renderPage(pageAround(neverArriving()), { ...options, abortDelayMs: 20, onError })
    const whole = await readAll(body)
    expect(whole).toContain('<h1>Shell</h1>')
    expect(onError).toHaveBeenCalled()
  })
})
