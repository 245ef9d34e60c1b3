import { createExecutionContext, env } from 'cloudflare:test'
import worker from '../../workers/app'

/** The real local D1, recording the SQL of every statement it is asked to prepare. */
export function recordingD1() {
  const statements: string[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (property === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql))
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { DB, statements }
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
