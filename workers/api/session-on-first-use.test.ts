import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { statementsFor } from '../../tests/support/statements'

/** The session is read from D1 when a call first asks who is asking, and only then. */
describe('the session lookup', () => {
  const asSignedIn = (path: string, cookie: string, init: RequestInit = {}) =>
    statementsFor(new Request(`http://localhost${path}`, { ...init, headers: { Cookie: cookie, ...init.headers } }))

  it("costs a signed-in listener's public reads nothing: search answers with its one statement", async () => {
    const { client } = await signedInClient()
    const search = await asSignedIn('/api/search/tracks?query=midnight', client.sessionCookie)
    expect(search.response.status).toBe(200)
    expect(search.statements).toHaveLength(1)
  })

  it('is read once for a call that asks who is asking, and answers as that user', async () => {
    const { client, user } = await signedInClient()
    const me = await asSignedIn('/api/user', client.sessionCookie)
    expect(me.response.status).toBe(200)
    expect(await me.response.json()).toMatchObject({ id: user.id })
    expect(me.statements).toHaveLength(1)
  })

  it('still refuses a visitor and a stale session where a call needs a user', async () => {
    for (const cookie of ['', 'sid=not-a-session']) {
      const { response } = await asSignedIn('/api/notifications', cookie)
      expect(response.status).toBe(401)
    }
  })
})
