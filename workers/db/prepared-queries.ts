import { AsyncLocalStorage } from 'node:async_hooks'
import { fillPlaceholders } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import type { Db } from './client'

/*
 * drizzle builds a query's SQL anew on every call: 120 µs of the Worker's CPU for a list with a join once the isolate
 * is warm, 550 µs while it is young, and a page runs several (docs/decisions/021-pages-render-and-read-without-
 * rebuilding.md). A read made with `preparedQuery` is built once per isolate, on a drizzle whose D1 is the D1 of the
 * call that runs it: a D1 binding belongs to one request, and a statement prepared on one may not run on another.
 */
const runningOn = new AsyncLocalStorage<D1Database>()

function callersD1(): D1Database {
  const d1 = runningOn.getStore()
  if (!d1) throw new Error('a prepared query ran outside the all or get of its preparedQuery')
  return d1
}

/** The one statement drizzle's prepared query holds: each run prepares it again on the caller's D1, a cheap call. */
class CallersStatement {
  constructor(private readonly query: string) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return callersD1().prepare(this.query).bind(...values)
  }
}

const sharedDb: Db = drizzle({ prepare: (query: string) => new CallersStatement(query) } as unknown as D1Database)

type Values = Record<string, unknown>

interface PreparedQuery {
  all(values?: Values): Promise<unknown>
  get(values?: Values): Promise<unknown>
  execute(values?: Values): Promise<unknown>
  getQuery(): { sql: string; params: unknown[] }
  mapResult(result: unknown, isFromBatch?: boolean): unknown
}

/** A prepared query's statement in a batch the caller sends, and how its answer reads from the batch's results. */
export interface BatchItem<Result> {
  statement: D1PreparedStatement
  result(batchResult: D1Result): Result
}

/**
 * A query whose SQL is built once: `build` makes a prepared query (`.prepare()`, with `sql.placeholder(name)` for what
 * changes between calls), and each call runs it on the given request's db with the placeholders' values: alone
 * (`all`, `get`), or as one statement of a batch (`inBatch`, for D1's `batch`, which runs its statements in one
 * transaction). drizzle binds a placeholder's value as given, without its column's conversion: a time goes in as
 * the milliseconds its column holds, not as a Date.
 */
export function preparedQuery<Query extends PreparedQuery>(build: (db: Db) => Query) {
  let prepared: Query | undefined
  const query = () => (prepared ??= build(sharedDb))
  const run = <Result>(db: Db, call: (query: Query) => Result): Result => runningOn.run(db.$client, () => call(query()))
  const toSQL = (values: Values = {}) => {
    const { sql, params } = query().getQuery()
    return { sql, params: fillPlaceholders(params, values) }
  }
  return {
    all: (db: Db, values?: Values) => run(db, (query) => query.all(values) as ReturnType<Query['all']>),
    get: (db: Db, values?: Values) => run(db, (query) => query.get(values) as ReturnType<Query['get']>),
    /** The SQL and its parameters with these values. */
    toSQL,
    inBatch(db: Db, values?: Values): BatchItem<Awaited<ReturnType<Query['execute']>>> {
      const { sql, params } = toSQL(values)
      return {
        statement: db.$client.prepare(sql).bind(...params),
        result: (batchResult) => query().mapResult(batchResult, true) as Awaited<ReturnType<Query['execute']>>,
      }
    },
  }
}
