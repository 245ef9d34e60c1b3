import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createPost } from '../../tests/support/content'
import worker from '../app'

const BOOKMARK = /^d1b=([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32});/

/** The Worker's answer to `request`, with where each D1 session it opened started from. */
async function sessionsOf(request: Request) {
  const startedFrom: (string | undefined)[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession')
        return (constraint?: string) => (startedFrom.push(constraint), target.withSession(constraint))
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB },
    createExecutionContext(),
  )
  const body = await response.text()
  return { response, startedFrom, body }
}

const bookmarkSetBy = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => BOOKMARK.exec(cookie))
    .find(Boolean)

describe('reads through one D1 session per request', () => {
  it('hands a signed-in browser its bookmark and starts its next request from it, so it reads its own writes', async () => {
    const { client } = await signedInClient()
    const written = await client.post('/api/posts', { title: 'Fresh', content: 'Just written' })
    expect(written.status).toBe(201)
    const [setCookie] = written.headers.getSetCookie().filter((cookie) => cookie.startsWith('d1b='))
    expect(setCookie).toMatch(BOOKMARK)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    const bookmark = BOOKMARK.exec(setCookie)![1]

    const { id } = (await written.json()) as { id: number }

    const { response, startedFrom, body } = await sessionsOf(
      new Request(`http://localhost/api/posts/${id}`, { headers: { Cookie: client.sessionCookie } }),
    )
    expect(startedFrom).toEqual([bookmark])
    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({ id, title: 'Fresh' })
  })

  it('starts a visitor anywhere and sets them no cookie', async () => {
    const { response, startedFrom } = await sessionsOf(new Request('http://localhost/discover'))
    expect(response.status).toBe(200)
    expect(startedFrom).toEqual(['first-unconstrained'])
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('ignores a malformed bookmark and starts a signed-in request at the primary', async () => {
    const { client } = await signedInClient()
    await createPost(client)
    for (const bad of ['garbage', 'ffffffff-ffffffff', `${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-zz`]) {
      const cookie = `${client.sessionCookie.replace(/d1b=[^;]*/, '')}; d1b=${bad}`
      const { response, startedFrom } = await sessionsOf(
        new Request('http://localhost/api/user', { headers: { Cookie: cookie } }),
      )
      expect(response.status).toBe(200)
      expect(startedFrom).toEqual(['first-primary'])
      expect(bookmarkSetBy(response)).toBeTruthy()
    }
  })

  it('marks the bookmark Secure over https, as the session cookie is', async () => {
    const { client } = await signedInClient()
    const { response } = await sessionsOf(
      new Request('https://localhost/api/posts', {
        method: 'POST',
        headers: { Cookie: client.sessionCookie, 'Content-Type': 'application/json', Origin: 'https://localhost' },
        body: JSON.stringify({ title: 'Secure', content: 'words' }),
      }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('d1b='))).toContain('Secure')
  })

  it('drops the bookmark when the browser signs out', async () => {
    const { client } = await signedInClient()
    await createPost(client)
    const { response } = await sessionsOf(
      new Request('http://localhost/api/logout', {
        method: 'POST',
        headers: { Cookie: client.sessionCookie, Origin: 'http://localhost' },
      }),
    )
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('d1b='))).toMatch(/^d1b=;.*Max-Age=0/)
  })
})
