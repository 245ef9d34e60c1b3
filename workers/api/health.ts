import { Hono } from 'hono'
import { basicHealthStatus, healthReads } from '../reads/health'
import type { AppEnv } from './types'

export const healthRouter = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const health = await healthReads.basic(c.get('reader'))
    return c.json(health, basicHealthStatus(health))
  })
  .get('/health/detailed', async (c) => c.json(await healthReads.detailed(c.get('reader'))))
  .get('/health-check', (c) => c.json(healthReads.direct()))
