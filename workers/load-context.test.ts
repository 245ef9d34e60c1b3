import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../tests/support/api'
import worker from './app'

/** The Worker with a D1 that records the statements it is asked to prepare. */
async function statementsFor(request: Request) {
  const statements: string[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (property === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql))
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB },
    createExecutionContext(),
  )
  await response.text()
  return { response, statements }
}

const readsSession = (sql: string) => /from "sessions"/.test(sql)

describe('a page request and the session', () => {
  it("reads the session from D1 once, however many reads the page's loaders make", async () => {
    const { client } = await signedInClient()
    const page = await statementsFor(new Request('http://localhost/', { headers: { Cookie: client.sessionCookie } }))
    expect(page.response.status).toBe(200)
    // The root (user, saved theme) and the home page (five lists) read seven times.
    expect(page.statements.length).toBeGreaterThan(5)
    expect(page.statements.filter(readsSession)).toHaveLength(1)
    // Every incoming request still reads its own session.
    const me = await statementsFor(
      new Request('http://localhost/api/user', { headers: { Cookie: client.sessionCookie } }),
    )
    expect(me.response.status).toBe(200)
    expect(me.statements.filter(readsSession)).toHaveLength(1)
  })
})
