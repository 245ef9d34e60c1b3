/**
 * Go-live latency against follower count (ADR 013): a creator with 10,000 followers and one with none each
 * go live (POST /api/streams/webrtc) BENCH_RUNS times, taking turns, under `wrangler dev` on the last build. Prints
 * JSON: the median request time of each, their ratio, and the median time until the followers' rows exist (the queue
 * consumer writes them in one statement, so the last follower's unread count rising means all 10,000 are there).
 * Run with `npm run bench:notifications` after `npm run build`; `npm run bench` runs it with the other sections. Knobs:
 * BENCH_FOLLOWERS (10000), BENCH_RUNS (5).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { hashPassword } from '../workers/auth/password'
import { median, runAlone, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { signIn } from './sign-in'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PASSWORD = 'bench1234'
const FAN_OUT_TIMEOUT_MS = 60_000

const exec = promisify(execFile)
const now = () => performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const round = (ms: number) => Math.round(ms * 10) / 10

/** Two creators and the big one's followers, written in three set-based statements before the server starts. */
async function seedFollowers(persistTo: string) {
  const hash = await hashPassword(PASSWORD)
  const wrangler = (...args: string[]) =>
    exec('npx', ['wrangler', 'd1', ...args, '--local', '--persist-to', persistTo], { maxBuffer: 1 << 24 })
  await wrangler('migrations', 'apply', 'DB')
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-notifications-'))
  const file = path.join(dir, 'seed.sql')
  await writeFile(
    file,
    `insert into users (username, password_hash, display_name) values ('benchbig', '${hash}', 'Bench Big'), ('benchsolo', '${hash}', 'Bench Solo');
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${FOLLOWERS})
insert into users (username, password_hash, display_name) select 'benchfan' || i, '${hash}', 'Bench fan ' || i from n;
insert into follows (follower_id, followed_id)
select fan.id, big.id from users fan, users big where fan.username like 'benchfan%' and big.username = 'benchbig';
update users set follower_count = (select count(*) from follows where followed_id = users.id) where username = 'benchbig';
`,
  )
  try {
    await wrangler('execute', 'DB', '--file', file)
  } finally {
    await rm(dir, { recursive: true })
  }
}

async function goLive(baseUrl: string, cookie: string): Promise<{ ms: number; streamId: number }> {
  const started = now()
  const response = await fetch(`${baseUrl}/api/streams/webrtc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ title: 'Bench live' }),
  })
  const ms = now() - started
  if (response.status !== 201) throw new Error(`go live failed: ${response.status} ${await response.text()}`)
  return { ms, streamId: ((await response.json()) as { streamId: number }).streamId }
}

async function unreadCount(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/notifications/unread-count`, { headers: { Cookie: cookie } })
  return ((await response.json()) as { count: number }).count
}

async function waitForCount(baseUrl: string, cookie: string, count: number): Promise<void> {
  const deadline = now() + FAN_OUT_TIMEOUT_MS
  while ((await unreadCount(baseUrl, cookie)) < count) {
    if (now() > deadline) throw new Error(`the followers' rows did not appear within ${FAN_OUT_TIMEOUT_MS / 1000} s`)
    await sleep(20)
  }
}

export async function run(): Promise<BenchSection> {
  if (process.env.BENCH_URL)
    throw new Error('bench:notifications seeds its own server before it starts: run it without BENCH_URL')
  const seedStarted = now()
  const server = await startBenchServer(seedFollowers)
  try {
    const { baseUrl } = server
    const [big, solo, lastFan] = await Promise.all(
      ['benchbig', 'benchsolo', `benchfan${FOLLOWERS}`].map((name) => signIn(baseUrl, name, PASSWORD)),
    )
    const bigMs: number[] = []
    const soloMs: number[] = []
    const fanOutMs: number[] = []
    // A warm-up of each, so neither pays for the first request's compilation and the room's first start.
    await goLive(baseUrl, solo)
    await goLive(baseUrl, big)
    await waitForCount(baseUrl, lastFan, 1)
    for (let i = 0; i < RUNS; i++) {
      soloMs.push((await goLive(baseUrl, solo)).ms)
      const started = now()
      bigMs.push((await goLive(baseUrl, big)).ms)
      await waitForCount(baseUrl, lastFan, i + 2)
      fanOutMs.push(now() - started)
    }
    const withFollowers = round(median(bigMs))
    const withNone = round(median(soloMs))
    const ratio = Math.round((withFollowers / withNone) * 100) / 100
    return {
      section: 'Notifications',
      rows: [
        {
          measure: `Go live with ${FOLLOWERS.toLocaleString('en')} followers (median of ${RUNS})`,
          value: `${withFollowers} ms; every follower's row ${round(median(fanOutMs))} ms after the request`,
          reference: `go live with no followers ${withNone} ms (ratio ${ratio}×)`,
        },
      ],
      details: {
        followers: FOLLOWERS,
        runs: RUNS,
        setupSeconds: round((now() - seedStarted) / 1000),
        samplesMs: {
          withFollowers: bigMs.map(round),
          withNone: soloMs.map(round),
          untilAllRowsExist: fanOutMs.map(round),
        },
      },
    }
  } finally {
    server.stop()
  }
}

runAlone(import.meta.url, run)
