import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from './api/http'
import type { AppEnv } from './api/types'
import { EVERY_MINUTE_CRON, HOURLY_CRON, runCron } from './maintenance'

/**
 * The door through which scripts/local-crons.ts fires the Worker's crons on a local server, which never fires them
 * itself (docs/decisions/050-local-servers-run-the-crons.md). Open only where start.sh sets LOCAL_CRONS to 'on'; a
 * deployed Worker keeps wrangler.toml's 'off' and answers the path with its 404 page.
 */
export const LOCAL_CRONS_PATH = '/__scheduled'

export const localCronsOpen = (env: Env) => env.LOCAL_CRONS === 'on'

const cronQuerySchema = z.object({
  cron: z.enum([EVERY_MINUTE_CRON, HOURLY_CRON], { error: `Cron must be '${EVERY_MINUTE_CRON}' or '${HOURLY_CRON}'` }),
})

/** GET /__scheduled?cron=…: runs that cron's work now and answers once it is done (a failure: 500, and its log). */
export const localCrons = new Hono<AppEnv>().get(LOCAL_CRONS_PATH, validate('query', cronQuerySchema), async (c) => {
  const { cron } = c.req.valid('query')
  await runCron(cron, Date.now(), c.env)
  return c.json({ message: `Ran '${cron}'` })
})
