import { randomToken } from '../auth/random-token'

const NONCE_SOURCE = /'nonce-[^']*'/g

/**
 * A kept page with a nonce of its own: the one it was rendered with has been seen by everyone it was served to, so
 * its inline scripts and its CSP get a new one, and the CSP stays as strict as a fresh page's (docs/decisions/040-*).
 */
export function withFreshNonce(kept: Response): Response {
  const csp = kept.headers.get('Content-Security-Policy')
  if (!csp || !kept.headers.get('Content-Type')?.startsWith('text/html')) return new Response(kept.body, kept)
  const nonce = randomToken(16)
  const page = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(new Response(kept.body, kept))
  page.headers.set('Content-Security-Policy', csp.replace(NONCE_SOURCE, `'nonce-${nonce}'`))
  return page
}
