import { describe, expect, it } from 'vitest'
import { TestClient } from '../../tests/support/api'

describe('health', () => {
  it('GET /api/health answers ok after a real database query', async () => {
    const response = await new TestClient().get('/api/health')
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      status: 'ok',
      database: 'connected',
      version: expect.any(String),
      environment: expect.any(String),
    })
    expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false)
    expect(body.uptime).toEqual(expect.any(Number))
  })

  it('GET /api/health/detailed reports each service and no memory figure it did not measure', async () => {
    const body = (await (await new TestClient().get('/api/health/detailed')).json()) as {
      status: string
      services: Record<string, string>
      memoryUsage: Record<string, unknown>
    }
    expect(body.status).toBe('healthy')
    expect(body.services).toEqual({ database: 'healthy', storage: 'healthy', realtime: 'healthy' })
    expect(body.memoryUsage).toEqual({})
  })

  it('GET /api/health-check answers status and timestamp', async () => {
    expect(await (await new TestClient().get('/api/health-check')).json()).toEqual({
      status: 'ok',
      timestamp: expect.any(String),
    })
  })

  it('an unknown API path answers 404 with a JSON message', async () => {
    const response = await new TestClient().get('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toMatch(/No API route/)
  })
})
