/**
 * A page's loaders ask the API for several lists at once, and each list would be its own round trip to D1, one after
 * another on the Worker's one thread. Through `batchReads`, the SELECTs and batches of one page request that are
 * issued in the same turn of the event loop travel to D1 as one `batch`; a call that came alone goes as it would have.
 * Everything else (`run`, `first`, `exec`) first sends what was queued before it, so D1 gets the calls in their order.
 */
export function batchReads(d1: D1Database): D1Database {
  return new BatchingDatabase(d1)
}

const SELECT = /^\s*select\b/i

interface Queued {
  /** The statements as they go into the shared batch. */
  inBatch: () => D1PreparedStatement[]
  /** The same call on its own, when nothing else came in its turn (or the shared batch failed). */
  alone: () => Promise<unknown>
  /** The call's answer, from its statements' results. */
  fromBatch: (results: D1Result[]) => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

class BatchingDatabase implements D1Database {
  private queue: Queued[] = []

  constructor(readonly d1: D1Database) {}

  prepare(query: string): D1PreparedStatement {
    return new BatchedStatement(this, query, [])
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const own = statements.map((statement) => (statement instanceof BatchedStatement ? statement.own() : statement))
    return this.enqueue({ inBatch: () => own, alone: () => this.d1.batch<T>(own), fromBatch: (results) => results })
  }

  exec(query: string): Promise<D1ExecResult> {
    this.sendQueued()
    return this.d1.exec(query)
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    this.sendQueued()
    return this.d1.withSession(constraintOrBookmark)
  }

  dump(): Promise<ArrayBuffer> {
    this.sendQueued()
    return this.d1.dump()
  }

  enqueue<T>(call: Omit<Queued, 'resolve' | 'reject'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // A timer, not a microtask: the other loaders' calls reach D1 through several awaits of their own.
      if (this.queue.length === 0) setTimeout(() => this.sendQueued(), 0)
      this.queue.push({ ...call, resolve: resolve as (value: unknown) => void, reject })
    })
  }

  /** A call that is not queued: what was queued before it goes first. */
  direct<T>(call: () => Promise<T>): Promise<T> {
    this.sendQueued()
    return call()
  }

  private sendQueued(): void {
    const queue = this.queue
    if (queue.length === 0) return
    this.queue = []
    if (queue.length === 1) return sendAlone(queue[0])
    const statements = queue.map((call) => call.inBatch())
    this.d1.batch(statements.flat()).then(
      (results) => {
        let next = 0
        queue.forEach((call, index) => call.resolve(call.fromBatch(results.slice(next, (next += statements[index].length)))))
      },
      // A batch is one transaction, undone whole when one statement fails: each call goes again alone, to fail alone.
      () => queue.forEach(sendAlone),
    )
  }
}

function sendAlone(call: Queued): void {
  call.alone().then(call.resolve, call.reject)
}

class BatchedStatement implements D1PreparedStatement {
  constructor(
    private readonly database: BatchingDatabase,
    private readonly query: string,
    private readonly values: unknown[],
  ) {}

  /** The real statement, for D1 itself. */
  own(): D1PreparedStatement {
    return this.database.d1.prepare(this.query).bind(...this.values)
  }

  bind(...values: unknown[]): D1PreparedStatement {
    return new BatchedStatement(this.database, this.query, values)
  }

  first<T>(column?: string): Promise<T | null> {
    return this.database.direct(() => (column === undefined ? this.own().first<T>() : this.own().first<T>(column)))
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.database.direct(() => this.own().run<T>())
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    if (!SELECT.test(this.query)) return this.database.direct(() => this.own().all<T>())
    return this.database.enqueue({ inBatch: () => [this.own()], alone: () => this.own().all<T>(), fromBatch: ([result]) => result })
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    if (options?.columnNames || !SELECT.test(this.query)) {
      const own = this.own()
      return this.database.direct<T[] | [string[], ...T[]]>(() => (options?.columnNames ? own.raw<T>({ columnNames: true }) : own.raw<T>()))
    }
    // A batch answers rows as objects, where two columns of one name (a join's two `id`s) would become one key. As
    // a subquery's columns, SQLite names them apart (`id`, `id:1`), in the order selected.
    return this.database.enqueue({
      inBatch: () => [this.database.d1.prepare(`SELECT * FROM (${this.query})`).bind(...this.values)],
      alone: () => this.own().raw<T>(),
      fromBatch: ([result]) => result.results.map((row) => Object.values(row as Record<string, unknown>)),
    })
  }
}
