import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { listeningPorts, processesUnder } from './processes'

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
  /**
   * Answer with the Worker's own socket instead of wrangler's proxy in front of it: the proxy holds about six file
   * descriptors per WebSocket, so it runs out of the machine's 20,000 per process near 3,300 sockets.
   */
  pastTheProxy?: boolean
}

/** The Worker's own socket: the port of a workerd under the server, other than the proxy's, that answers health. */
async function workerSocketUrl(serverPid: number, proxyPort: number): Promise<string> {
  for (const { pid, name } of processesUnder(serverPid)) {
    if (!name.startsWith('workerd')) continue
    for (const port of listeningPorts(pid)) {
      if (port === proxyPort) continue
      const url = `http://127.0.0.1:${port}`
      try {
        if ((await fetch(`${url}/api/health`)).ok) return url
      } catch {
        // Not an HTTP socket of the Worker.
      }
    }
  }
  throw new Error("could not find the Worker's own socket under wrangler dev")
}

/**
 * BENCH_URL when given; otherwise `wrangler dev` on the last build, with fresh seeded state, on a free port.
 * `prepare` may fill the fresh state folder before the server opens it (e.g. bulk rows with `wrangler d1 execute`).
 */
export async function startBenchServer(
  prepare?: (persistTo: string) => Promise<void>,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
  const port = await freePort()
  const persistTo = `.wrangler/bench-${port}`
  await prepare?.(persistTo)
  const child: ChildProcess = spawn(
    'bash',
    ['scripts/start.sh', '--skip-build', '--frozen', '--persist-to', persistTo, ...(options.args ?? [])],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'inherit'],
      detached: true,
    },
  )
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
    const url = options.pastTheProxy ? await workerSocketUrl(child.pid!, port) : baseUrl
    return { baseUrl: url, persistTo, pid: child.pid, stop }
  } catch (error) {
    stop()
    throw error
  }
}
