import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderPage } from '~/lib/render-page.server'
import { NonceContext } from '~/lib/security/nonce'
import { setPageSecurityHeaders } from '~/lib/security/page-headers.server'

const ABORT_DELAY_MS = 5000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce: nonce } = loadContext
  const page = (
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceContext.Provider>
  )
  const body = await renderPage(page, {
    nonce,
    abortDelayMs: ABORT_DELAY_MS,
    // Crawlers get the whole page at once; people get it streamed.
    waitForAll: isbot(request.headers.get('user-agent') || ''),
    onError() {
      responseStatusCode = 500
    },
  })
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  setPageSecurityHeaders(responseHeaders, nonce, new URL(request.url).pathname)
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
