import { isEmbedPath } from '../../../contracts/embed'

/**
 * docs/product/rules.md#trust: pages run only their own scripts (plus the nonce'd inline ones the server renders),
 * are never framed but for the embeds, made to be (docs/decisions/037-embeds-framed-and-small.md), and say so with
 * every response.
 */
export function contentSecurityPolicy(nonce: string, frameable = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style props and Radix's positioning write inline styles; nothing executes from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ')
}

export function setPageSecurityHeaders(headers: Headers, nonce: string, pathname: string) {
  const frameable = isEmbedPath(pathname)
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, frameable))
  if (!frameable) headers.set('X-Frame-Options', 'DENY')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
}
