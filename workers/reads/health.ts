import { sql } from 'drizzle-orm'
import type { Reader } from './reader'

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

/** GET /api/health answers 503 when its database is unreachable, and the page leaves such an answer out. */
export const basicHealthStatus = (health: { database: string }) => (health.database === 'connected' ? 200 : 503)

/** The three health reads. */
export const healthReads = {
  basic: async ({ db, env }: Reader) => {
    const database = await probe(() => db.run(sql`select 1`))
    return {
      status: database === 'healthy' ? 'ok' : 'error',
      timestamp: new Date().toISOString(),
      version: env.APP_VERSION,
      environment: env.APP_ENV,
      uptime: uptimeSeconds(),
      database: database === 'healthy' ? 'connected' : 'unreachable',
    }
  },
  detailed: async ({ db, env }: Reader) => {
    const [database, storage] = await Promise.all([
      probe(() => db.run(sql`select 1`)),
      probe(() => env.MEDIA.head('health-probe')),
    ])
    const realtime = env.STREAM_ROOM ? 'healthy' : 'unhealthy'
    const services = { database, storage, realtime }
    const unhealthy = Object.values(services).filter((status) => status !== 'healthy').length
    const status = unhealthy === 0 ? 'healthy' : unhealthy < 3 ? 'degraded' : 'unhealthy'
    return {
      status,
      timestamp: new Date().toISOString(),
      uptime: uptimeSeconds(),
      services,
      // The memoryUsage map holds only measured figures, and workerd measures none: process.memoryUsage() is all zeros.
      memoryUsage: {},
    }
  },
  direct: () => ({ status: 'ok', timestamp: new Date().toISOString() }),
}
