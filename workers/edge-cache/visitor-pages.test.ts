import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedInClient, type TestClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { recordingD1 } from '../../tests/support/statements'
import worker from '../app'
import { servePage } from './visitor-pages'

const ORIGIN = 'http://localhost'

/** The Worker's answer, read to its end once whatever it left running (keeping a page) has finished. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const { DB, statements } = recordingD1()
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB },
    ctx,
  )
  const body = new Uint8Array(await response.arrayBuffer())
  await waitOnExecutionContext(ctx)
  return { response, statements, body, html: new TextDecoder().decode(body) }
}

/** The API call as the TestClient makes it, but through this isolate's Worker, whose edge cache the pages use. */
async function act(client: TestClient, method: string, path: string) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers: { Cookie: client.sessionCookie, Origin: ORIGIN } }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]*)"/g)].map((match) => match[1])

async function aCreatorWithATrack(title = 'Edge kept') {
  const { client, user } = await signedInClient()
  const track = await createTrack(client, user.id, { title })
  return { client, user, track }
}

describe('pages a visitor sees, from the edge cache', () => {
  it('answers a second visit of the home, discover, track and profile pages from the cache, reading no D1', async () => {
    const { user, track } = await aCreatorWithATrack()
    for (const path of ['/', '/discover', `/track/${track.id}`, `/profile/${user.username}`]) {
      const first = await visit(path)
      expect(first.response.status).toBe(200)
      const second = await visit(path)
      expect(second.response.status, path).toBe(200)
      expect(second.response.headers.get('Age'), path).toMatch(/^\d+$/)
      expect(Number(second.response.headers.get('Age'))).toBeLessThan(10)
      expect(second.statements, path).toEqual([])
      expect(second.html).toBe(
        first.html.replaceAll(
          nonceOf(first.response.headers.get('Content-Security-Policy'))!,
          nonceOf(second.response.headers.get('Content-Security-Policy'))!,
        ),
      )
    }
  })

  it('gives a kept page a nonce of its own, in its CSP and on each of its inline scripts, as strict as a fresh one', async () => {
    const { track } = await aCreatorWithATrack()
    const first = await visit(`/track/${track.id}`)
    const second = await visit(`/track/${track.id}`)
    const firstNonce = nonceOf(first.response.headers.get('Content-Security-Policy'))
    const secondNonce = nonceOf(second.response.headers.get('Content-Security-Policy'))
    expect(second.response.headers.get('Age')).not.toBeNull()
    expect(secondNonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(secondNonce).not.toBe(firstNonce)
    expect(scriptNonces(second.html).length).toBeGreaterThan(0)
    expect(new Set(scriptNonces(second.html))).toEqual(new Set([secondNonce]))
    expect(second.html).not.toContain(firstNonce)
    const csp = (response: Response) => response.headers.get('Content-Security-Policy')!.replace(/'nonce-[^']+'/, '')
    expect(csp(second.response)).toBe(csp(first.response))
    for (const header of [
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Content-Type',
      'Cache-Control',
    ])
      expect(second.response.headers.get(header), header).toBe(first.response.headers.get(header))
  })

  it("renders a signed-in browser's page every time, private and kept by no cache", async () => {
    const { client, track } = await aCreatorWithATrack()
    const path = `/track/${track.id}`
    for (let i = 0; i < 2; i++) {
      const page = await visit(path, { Cookie: client.sessionCookie })
      expect(page.response.status).toBe(200)
      expect(page.response.headers.get('Cache-Control')).toBe('private, no-store')
      expect(page.response.headers.get('Age')).toBeNull()
      expect(page.statements).not.toEqual([])
    }
    // Nor did a signed-in visit leave its page for a visitor.
    expect((await visit(path)).response.headers.get('Age')).toBeNull()
  })

  it("removes a deleted track's page and media at once", async () => {
    const title = `Gone ${crypto.randomUUID()}`
    const { client, track } = await aCreatorWithATrack(title)
    const page = `/track/${track.id}`
    const media = new URL(track.audioUrl, ORIGIN).pathname
    expect((await visit('/')).html).toContain(title)
    await visit(page)
    await visit(media)
    expect((await visit(page)).response.headers.get('Age')).not.toBeNull()
    expect((await visit(media)).statements).toEqual([])

    expect((await act(client, 'DELETE', `/api/tracks/${track.id}`)).status).toBe(200)
    expect((await visit(page)).response.status).toBe(404)
    expect((await visit(media)).response.status).toBe(404)
    expect((await visit('/')).html).not.toContain(title)
  })

  it('answers a Range of a kept media file with 206 and those bytes, from the cache alone', async () => {
    const { track } = await aCreatorWithATrack()
    const media = new URL(track.audioUrl, ORIGIN).pathname
    const whole = await visit(media)
    expect(whole.response.status).toBe(200)
    // Gone from R2 behind the cache's back: only the kept copy can answer now.
    await env.MEDIA.delete(media.replace('/api/media/', ''))
    const ranged = await visit(media, { Range: 'bytes=4-11' })
    expect(ranged.response.status).toBe(206)
    expect(ranged.response.headers.get('Content-Range')).toBe(`bytes 4-11/${whole.body.length}`)
    expect(ranged.response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect([...ranged.body]).toEqual([...whole.body.slice(4, 12)])
  })
})

describe('a kept page past half its time', () => {
  afterEach(() => vi.useRealTimers())

  it('is answered at once with its Age, and rendered again for the next visitor only once the answer has gone', async () => {
    const url = `${ORIGIN}/kept-${crypto.randomUUID()}`
    const events: string[] = []
    let renders = 0
    const render = async () => {
      events.push('rendered')
      return new Response(`render ${++renders}`, { headers: { 'Content-Type': 'text/plain' } })
    }
    const first = createExecutionContext()
    expect(await (await servePage(new Request(url), first, render)).text()).toBe('render 1')
    await waitOnExecutionContext(first)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 6000)
    events.length = 0

    const ctx = createExecutionContext()
    const answer = await servePage(new Request(url), ctx, render)
    events.push('answered')
    expect(await answer.text()).toBe('render 1')
    expect(answer.headers.get('Age')).toBe('6')
    await waitOnExecutionContext(ctx)
    expect(events).toEqual(['answered', 'rendered'])

    const next = await servePage(new Request(url), createExecutionContext(), render)
    expect(await next.text()).toBe('render 2')
  })
})
