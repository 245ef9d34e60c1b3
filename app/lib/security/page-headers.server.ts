/**
 * docs/product/rules.md#trust: pages run only their own scripts (plus the nonce'd inline ones the server renders),
 * are never framed, and say so with every response.
 */
export function contentSecurityPolicy(nonce: string): string {
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
    "frame-ancestors 'none'",
  ].join('; ')
}

export function setPageSecurityHeaders(headers: Headers, nonce: string) {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  headers.set('X-Frame-Options', 'DENY')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
}
