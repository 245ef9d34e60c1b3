/**
 * The far-edge benchmark's stand-in for distance (bench/far-edge.ts, served by far-edge-worker.ts): with
 * FAR_EDGE_DELAY_MS set (`wrangler dev --var`), every D1 and R2 call waits that long first, and each answer says how
 * many D1 statements it ran and how many D1 round trips it waited for one after another. Without it the bindings are
 * the Worker's own.
 */
const R2_CALLS = new Set(['get', 'head', 'put', 'delete', 'list', 'createMultipartUpload'])
const STATEMENT_CALLS = new Set(['all', 'first', 'run', 'raw'])

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function farEdgeDelayOf(env: Env): number {
  const delay = Number((env as unknown as { FAR_EDGE_DELAY_MS?: string }).FAR_EDGE_DELAY_MS)
  return Number.isFinite(delay) && delay > 0 ? delay : 0
}

export function farFromData(env: Env, delayMs: number) {
  let statements = 0
  // A call sent after another one's answer came back may have waited for it, so it counts as the next trip.
  let answeredTrips = 0
  let trips = 0
  const d1Trip = async <T>(call: () => Promise<T>): Promise<T> => {
    const trip = answeredTrips + 1
    trips = Math.max(trips, trip)
    await later(delayMs)
    try {
      return await call()
    } finally {
      answeredTrips = Math.max(answeredTrips, trip)
    }
  }
  const unwrapped = new WeakMap<object, D1PreparedStatement>()
  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const far = new Proxy(real, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown
        if (property === 'bind') return (...values: unknown[]) => statement(target.bind(...values))
        if (typeof property === 'string' && STATEMENT_CALLS.has(property))
          return (...args: unknown[]) => {
            statements++
            return d1Trip(() => (value as (...args: unknown[]) => Promise<unknown>).apply(target, args))
          }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    unwrapped.set(far, real)
    return far
  }
  const database = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, property) {
        if (property === 'prepare') return (sql: string) => statement(target.prepare(sql))
        if (property === 'withSession')
          return (constraint?: string) => database((target as D1Database).withSession(constraint))
        if (property === 'batch')
          return (batch: D1PreparedStatement[]) => {
            statements += batch.length
            return d1Trip(() => target.batch(batch.map((far) => unwrapped.get(far) ?? far)))
          }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const MEDIA = new Proxy(env.MEDIA, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (typeof property === 'string' && R2_CALLS.has(property))
        return async (...args: unknown[]) => {
          await later(delayMs)
          return (value as (...args: unknown[]) => unknown).apply(target, args)
        }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    env: { ...env, DB: database(env.DB), MEDIA },
    /** The answer, saying how many D1 statements and round trips the request ran (read once its body has been sent). */
    counted(response: Response): Response {
      if (response.status === 101) return response
      const counted = new Response(response.body, response)
      counted.headers.set('X-D1-Statements', String(statements))
      counted.headers.set('X-D1-Round-Trips', String(trips))
      return counted
    },
  }
}
