import { describe, expect, it } from 'vitest'
import { signedInClient } from '../tests/support/api'
import { statementsFor } from '../tests/support/statements'

/** The page rendered to its end, with the SQL it asked D1 to prepare. */
async function renderedPage(request: Request) {
  const page = await statementsFor(request)
  await page.response.text()
  return page
}

const readsSession = (sql: string) => /from "sessions"/.test(sql)

describe('a page request and the session', () => {
  it("reads the session from D1 once, however many reads the page's loaders make", async () => {
    const { client } = await signedInClient()
    const page = await renderedPage(new Request('http://localhost/', { headers: { Cookie: client.sessionCookie } }))
    expect(page.response.status).toBe(200)
    // The root (user, saved theme) and the home page (five lists) read seven times.
    expect(page.statements.length).toBeGreaterThan(5)
    expect(page.statements.filter(readsSession)).toHaveLength(1)
    // Every incoming request still reads its own session.
    const me = await renderedPage(
      new Request('http://localhost/api/user', { headers: { Cookie: client.sessionCookie } }),
    )
    expect(me.response.status).toBe(200)
    expect(me.statements.filter(readsSession)).toHaveLength(1)
  })
})
