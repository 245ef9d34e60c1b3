import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from './types'

const startedAt = Date.now()

const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000)

async function probe(check: () => Promise<unknown>): Promise<'healthy' | 'unhealthy'> {
  try {
    await check()
    return 'healthy'
  } catch (error) {
    console.error('health probe failed', error)
    return 'unhealthy'
  }
}

export const healthRouter = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const database = await probe(() => c.get('db').run(sql`select 1`))
    return c.json(
      {
        status: database === 'healthy' ? 'ok' : 'error',
        timestamp: new Date().toISOString(),
        version: c.env.APP_VERSION,
        environment: c.env.APP_ENV,
        uptime: uptimeSeconds(),
        database: database === 'healthy' ? 'connected' : 'unreachable',
      },
      database === 'healthy' ? 200 : 503,
    )
  })
  .get('/health/detailed', async (c) => {
    const [database, storage] = await Promise.all([
      probe(() => c.get('db').run(sql`select 1`)),
      probe(() => c.env.MEDIA.head('health-probe')),
    ])
    const realtime = c.env.STREAM_ROOM ? 'healthy' : 'unhealthy'
    const services = { database, storage, realtime }
    const unhealthy = Object.values(services).filter((status) => status !== 'healthy').length
    const status = unhealthy === 0 ? 'healthy' : unhealthy < 3 ? 'degraded' : 'unhealthy'
    return c.json({
      status,
      timestamp: new Date().toISOString(),
      uptime: uptimeSeconds(),
      services,
      // The memoryUsage map holds only measured figures, and workerd measures none: process.memoryUsage() is all zeros.
      memoryUsage: {},
    })
  })
  .get('/health-check', (c) => c.json({ status: 'ok', timestamp: new Date().toISOString() }))
