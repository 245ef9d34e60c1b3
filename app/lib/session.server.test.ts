import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { recordingD1 } from '../../tests/support/statements'
import { createLoadContext } from '../../workers/load-context'
import { getCurrentUser } from './session.server'

/** A page request's load context, with the SQL its loaders send to D1. */
function pageRequest(cookie?: string) {
  const { DB, statements } = recordingD1()
  const request = new Request('http://localhost/', { headers: cookie ? { Cookie: cookie } : {} })
  return { context: createLoadContext(request, { ...(env as Env), DB }, createExecutionContext()), statements }
}

describe('getCurrentUser', () => {
  it("reads nothing on a visitor's page, which carries no session cookie", async () => {
    const { context, statements } = pageRequest('theme=dark')
    expect(await getCurrentUser(context)).toBeNull()
    expect(statements).toEqual([])
  })

  it('looks the session up once for a page with a session cookie, whoever asks, and answers what GET /api/user does', async () => {
    const { client } = await signedInClient()
    const { context, statements } = pageRequest(client.sessionCookie)
    const [first, second] = await Promise.all([getCurrentUser(context), getCurrentUser(context)])
    expect(first).toStrictEqual(await (await client.get('/api/user')).json())
    expect(second).toStrictEqual(first)
    expect(statements).toHaveLength(1)
  })

  it('answers null for a session cookie that names no session', async () => {
    const { context } = pageRequest('sid=not-a-session')
    expect(await getCurrentUser(context)).toBeNull()
  })
})
