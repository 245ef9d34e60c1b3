import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from './far-edge-worker'

async function answer(path: string, bindings: Env) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`http://localhost${path}`) as Request<unknown, IncomingRequestCfProperties>,
    bindings,
    ctx,
  )
  await response.text()
  await waitOnExecutionContext(ctx)
  return { response }
}

describe('the far-edge benchmark switch', () => {
  it('is off unless FAR_EDGE_DELAY_MS is set', async () => {
    const { response } = await answer('/api/health', env)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-D1-Statements')).toBeNull()
  })

  it('holds each D1 call back and counts the statements an answer ran', async () => {
    const far = { ...env, FAR_EDGE_DELAY_MS: '60' } as Env
    const started = performance.now()
    const { response } = await answer('/discover?far-edge=test', far)
    expect(response.status).toBe(200)
    const statements = Number(response.headers.get('X-D1-Statements'))
    expect(statements).toBeGreaterThan(0)
    expect(performance.now() - started).toBeGreaterThanOrEqual(60)
  })
})
