import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient, TestClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import worker from '../../bench/far-edge-worker'

/** The Worker's answer with D1 a millisecond away (bench/far-edge-worker.ts), and the D1 round trips it waited for. */
async function farAnswer(path: string, cookie: string) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    { ...env, FAR_EDGE_DELAY_MS: '1' } as Env,
    ctx,
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body, trips: Number(response.headers.get('X-D1-Round-Trips')) }
}

const sessionValueOf = (client: TestClient) => /(?:^|; )sid=([^;]+)/.exec(client.sessionCookie)![1]
/** Rendered only for a signed-in viewer whose session checked out: the root loader's saved theme. */
const SIGNED_IN_THEME = 'data-theme="server"'

describe("a signed-in page's reads", () => {
  it('wait for one D1 round trip: the session is checked alongside the reads made for the user it claims', async () => {
    const { client, user } = await signedInClient()
    expect(sessionValueOf(client)).toMatch(new RegExp(`^${user.id}\\.[A-Za-z0-9_-]{43}$`))
    const track = await createTrack(client, user.id)
    const pages = ['/', '/discover', `/track/${track.id}`]
    const tripsByPage: Record<string, number> = {}
    for (const page of pages) {
      const { response, body, trips } = await farAnswer(page, client.sessionCookie)
      expect(response.status).toBe(200)
      expect(body).toContain(SIGNED_IN_THEME)
      tripsByPage[page] = trips
    }
    expect(tripsByPage).toEqual(Object.fromEntries(pages.map((page) => [page, 1])))
  })

  it("never answer a cookie claiming another user with that user's data", async () => {
    const { user: victim } = await signedInClient()
    const { client: attacker } = await signedInClient()
    const token = sessionValueOf(attacker).split('.')[1]
    const forged = `sid=${victim.id}.${token}`
    expect((await farAnswer(`/api/user-settings/${victim.id}`, forged)).response.status).toBe(401)
    expect((await farAnswer('/api/user', forged)).response.status).toBe(401)
    expect((await farAnswer('/api/likes/tracks', forged)).response.status).toBe(401)
    expect((await farAnswer('/', forged)).body).not.toContain(SIGNED_IN_THEME)
    expect((await farAnswer('/', `sid=${victim.id}.${'A'.repeat(43)}`)).body).not.toContain(SIGNED_IN_THEME)
  })

  it('are refused once the session has expired', async () => {
    const { client, user } = await signedInClient()
    await env.DB.prepare('update sessions set expires_at = ? where user_id = ?')
      .bind(Date.now() - 1000, user.id)
      .run()
    expect((await farAnswer(`/api/user-settings/${user.id}`, client.sessionCookie)).response.status).toBe(401)
    expect((await farAnswer('/', client.sessionCookie)).body).not.toContain(SIGNED_IN_THEME)
  })

  it('are refused at once after signing out and, for other browsers, after a password change', async () => {
    const { client, user, password } = await signedInClient()
    const other = new TestClient()
    expect((await other.post('/api/login', { username: user.username, password })).status).toBe(200)
    const signedOut = client.sessionCookie
    expect((await client.post('/api/logout')).status).toBe(200)
    expect((await farAnswer(`/api/user-settings/${user.id}`, signedOut)).response.status).toBe(401)
    expect((await farAnswer('/', signedOut)).body).not.toContain(SIGNED_IN_THEME)

    const { client: changer, user: changerUser, password: oldPassword } = await signedInClient()
    const elsewhere = new TestClient()
    await elsewhere.post('/api/login', { username: changerUser.username, password: oldPassword })
    const changed = await changer.post('/api/user/password', {
      currentPassword: oldPassword,
      newPassword: 'newSecret456',
    })
    expect(changed.status).toBe(200)
    expect((await farAnswer('/', elsewhere.sessionCookie)).body).not.toContain(SIGNED_IN_THEME)
    expect((await farAnswer('/', changer.sessionCookie)).body).toContain(SIGNED_IN_THEME)
  })

  it('still sign in with a cookie from before the claim, the bare token', async () => {
    const { client, user } = await signedInClient()
    const bare = `sid=${sessionValueOf(client).split('.')[1]}`
    const settings = await farAnswer(`/api/user-settings/${user.id}`, bare)
    expect(settings.response.status).toBe(200)
    expect((await farAnswer('/', bare)).body).toContain(SIGNED_IN_THEME)
  })
})
