import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'

/** A free loopback port, asked of the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`wrangler dev did not answer at ${baseUrl} within ${timeoutMs / 1000} s`)
}

export interface BenchServer {
  baseUrl: string
  /** The process group of a server started here (wrangler dev and its workerd under it). */
  pid?: number
  /** The local state folder of a server started here. */
  persistTo?: string
  stop(): void
}

export interface BenchServerOptions {
  /** More `scripts/start.sh` options, e.g. `--var ROOM_MIN_SHARDS:4`. */
  args?: string[]
  /** Each line the server prints (its Worker's console.log lines among them). */
  onOutput?: (line: string) => void
}

/**
 * BENCH_URL when given; otherwise `wrangler dev` on the last build, with fresh seeded state, on a free port.
 * `prepare` may fill the fresh state folder before the server opens it (e.g. bulk rows with `wrangler d1 execute`).
 */
export async function startBenchServer(prepare?: (persistTo: string) => Promise<void>, options: BenchServerOptions = {}): Promise<BenchServer> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
  const port = await freePort()
  const persistTo = `.wrangler/bench-${port}`
  await prepare?.(persistTo)
  const child: ChildProcess = spawn('bash', ['scripts/start.sh', '--skip-build', '--frozen', '--persist-to', persistTo, ...(options.args ?? [])], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'inherit'],
    detached: true,
  })
  if (options.onOutput) createInterface({ input: child.stdout! }).on('line', options.onOutput)
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  try {
    await waitForHealth(baseUrl, 600_000)
  } catch (error) {
    stop()
    throw error
  }
  return { baseUrl, persistTo, pid: child.pid, stop }
}
