import { createExecutionContext, env } from 'cloudflare:test'
import worker from '../../workers/app'

/** `database` (D1 or one of its sessions), recording the SQL of every statement it is asked to prepare. */
function recording<T extends D1Database | D1DatabaseSession>(database: T, statements: string[]): T {
  return new Proxy(database, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (property === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql))
      if (property === 'withSession')
        return (constraint?: string) => recording((target as D1Database).withSession(constraint), statements)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The real local D1, recording the SQL of every statement it is asked to prepare, its sessions' included. */
export function recordingD1() {
  const statements: string[] = []
  return { DB: recording(env.DB, statements), statements }
}

/** The Worker's answer to `request`, with the SQL of the statements it asked D1 to prepare. */
export async function statementsFor(request: Request) {
  const { DB, statements } = recordingD1()
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB },
    createExecutionContext(),
  )
  return { response, statements }
}
