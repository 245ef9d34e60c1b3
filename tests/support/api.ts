import { SELF } from 'cloudflare:test'

const ORIGIN = 'http://localhost'

/** A client with its own cookie jar, so one test can act as several people. */
export class TestClient {
  private cookies = new Map<string, string>()

  /** A `name=value` pair from Set-Cookie: kept, or forgotten when its value is empty (the cookie was deleted). */
  private keep(pair: string) {
    const name = pair.slice(0, pair.indexOf('='))
    if (pair.endsWith('=')) this.cookies.delete(name)
    else this.cookies.set(name, pair)
  }

  private get cookie() {
    return [...this.cookies.values()].join('; ')
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers: { ...headers } }
    if (this.cookie) (init.headers as Record<string, string>).Cookie = this.cookie
    if (body instanceof FormData) init.body = body
    else if (typeof body === 'string') {
      init.body = body
      ;(init.headers as Record<string, string>)['Content-Type'] ??= 'application/json'
    } else if (body !== undefined) {
      init.body = JSON.stringify(body)
      ;(init.headers as Record<string, string>)['Content-Type'] = 'application/json'
    }
    const response = await SELF.fetch(`${ORIGIN}${path}`, init)
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie.split(';')[0])
    return response
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: unknown) => this.request('POST', path, body)
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body)
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body)

  get sessionCookie() {
    return this.cookie
  }
}

let counter = 0

/** A fresh user signed in on a fresh client. */
export async function signedInClient(
  overrides: Partial<{ username: string; displayName: string; password: string }> = {},
) {
  const client = new TestClient()
  const username = overrides.username ?? `user${Date.now().toString(36)}${counter++}`
  const password = overrides.password ?? 'secret123'
  const response = await client.post('/api/register', {
    username,
    password,
    displayName: overrides.displayName ?? `User ${username}`,
  })
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const user = (await response.json()) as { id: number; username: string; displayName: string }
  return { client, user, password }
}
