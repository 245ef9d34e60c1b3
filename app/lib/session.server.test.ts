import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createLoadContext } from '../../workers/load-context'
import { getCurrentUser } from './session.server'

/** A page request's load context, with the API paths its loaders call. */
function pageRequest(cookie?: string) {
  const request = new Request('http://localhost/', { headers: cookie ? { Cookie: cookie } : {} })
  const context = createLoadContext(request, env as Env, createExecutionContext())
  const calls: string[] = []
  const api = context.api
  context.api = (path, init) => {
    calls.push(path)
    return api(path, init)
  }
  return { context, calls }
}

describe('getCurrentUser', () => {
  it("asks the API nothing on a visitor's page, which carries no session cookie", async () => {
    const { context, calls } = pageRequest('theme=dark')
    expect(await getCurrentUser(context)).toBeNull()
    expect(calls).toEqual([])
  })

  it('looks the session up once for a page with a session cookie, whoever asks', async () => {
    const { client, user } = await signedInClient()
    const { context, calls } = pageRequest(client.sessionCookie)
    const [first, second] = await Promise.all([getCurrentUser(context), getCurrentUser(context)])
    expect(first).toMatchObject({ id: user.id })
    expect(second).toBe(first)
    expect(calls).toEqual(['/api/user'])
  })

  it('answers null for a session cookie that names no session', async () => {
    const { context } = pageRequest('sid=not-a-session')
    expect(await getCurrentUser(context)).toBeNull()
  })
})
