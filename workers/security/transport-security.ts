/** Two years, subdomains included: what HSTS preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/**
 * An answer over https tells the browser to come back over https only (Strict-Transport-Security); over plain http
 * (a local run) the header would mean nothing, and a socket's upgrade answer carries none.
 */
export function withTransportSecurity(request: Request, response: Response): Response {
  if (response.status === 101 || new URL(request.url).protocol !== 'https:') return response
  const secured = new Response(response.body, response)
  secured.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  return secured
}
