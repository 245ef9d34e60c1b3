import { createExecutionContext, env } from 'cloudflare:test'
import worker from '../../workers/app'

/** The Worker's answer to `request`, with the number of statements it asked D1 (the real one) to prepare. */
export async function statementsFor(request: Request) {
  let statements = 0
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') statements++
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB },
    createExecutionContext(),
  )
  return { response, statements }
}
