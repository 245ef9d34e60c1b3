/**
 * One stream past one room (docs/decisions/017-shard-rooms.md), under `wrangler dev` on loopback: the same
 * chat load to N viewer pages held by one room, and spread by the door over 4 shard rooms, for N = 1,000, 2,000 and
 * 4,000. Reports delivery, chat latency p50/p99, and the root's work per chat message two ways:
 * - its sends: frames it handed its own sockets plus calls to shard rooms, counted by the root and logged at the
 *   stream's end (workerd's clock stands still during synchronous work, so the root cannot time itself);
 * - workerd's process CPU (utime + stime from /proc) across the chat phase, per message: every room shares the one
 *   process, so this is the whole stream's cost (root and shards), not the root's.
 * Run with `npm run bench:shards`. Knobs: BENCH_SHARD_SIZES (1000,2000,4000), BENCH_SHARDS (4), BENCH_SENDERS (5),
 * BENCH_MESSAGES (10 per sender).
 */
import { createStream, openMany } from './bench-stream'
import { processesUnder } from './processes'
import { runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer, type BenchServer } from './room-server'
import { closeAll, openSocket, ownAddress, sleep, waitUntil } from './sockets'
import { latencySummary } from './stats'

const SIZES = (process.env.BENCH_SHARD_SIZES ?? '1000,2000,4000').split(',').map(Number)
const SHARDS = Number(process.env.BENCH_SHARDS ?? 4)
const SENDERS = Number(process.env.BENCH_SENDERS ?? 5)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10)
/** Under the room's flood limit of 5 messages per 5 s per sender. */
const SEND_INTERVAL_MS = 1100
const DRAIN_MS = 5000
const SETTLE_MS = 1000
/** Within this much of the smallest audience's, the root's work per message counts as flat (the target). */
const FLAT_WITHIN = 0.2

const now = () => performance.timeOrigin + performance.now()
const SENT_AT = /"message":"s\d+ ([\d.]+)"/g
const COUNT = /"viewerCount":(\d+)/

type Layout = 'one room' | 'sharded'

interface FanoutLine {
  event: 'room-chat-fanout'
  streamId: number
  chatMessages: number
  chatFrames: number
  chatShardCalls: number
}

/** CPU milliseconds used so far by the workerd processes under `pid` (the server's process group). */
function workerdCpuMs(pid: number | undefined): number | null {
  if (!pid) return null
  return processesUnder(pid)
    .filter((process) => process.name.startsWith('workerd'))
    .reduce((total, process) => total + process.cpuMs, 0)
}

async function runLoad(server: BenchServer, fanouts: Map<number, FanoutLine>, layout: Layout, listeners: number) {
  const { streamId, streamKey, cookie } = await createStream(server.baseUrl)
  const wsBase = server.baseUrl.replace(/^http/, 'ws')
  // The viewer page says page=viewer, which lets the door put it on a shard room; without it every socket stays on the
  // root.
  const url = `${wsBase}/ws?streamId=${streamId}${layout === 'sharded' ? '&page=viewer' : ''}`
  const host = await openSocket(`${wsBase}/ws?streamId=${streamId}&streamKey=${encodeURIComponent(streamKey)}`)
  host.send(JSON.stringify({ type: 'host-stream', data: { streamId } }))

  const latencies: number[] = []
  let counted = 0
  let refusedOpens = 0
  // An upgrade the server refuses is tried once more; a socket refused twice is left out, and the run says how many.
  const open = (onMessage?: (data: string | Buffer) => void) => {
    const headers = ownAddress()
    return openSocket(url, onMessage, headers).catch(async () => {
      refusedOpens++
      await sleep(500)
      return openSocket(url, onMessage, headers).catch(() => null)
    })
  }
  const opened = await openMany(listeners, (index) =>
    open((data) => {
      const receivedAt = now()
      const text = data as string
      for (const [, sentAt] of text.matchAll(SENT_AT)) latencies.push(receivedAt - Number(sentAt))
      if (index === 0 && text.includes('"viewer_count"')) counted = Number(COUNT.exec(text)?.[1] ?? counted)
    }),
  )
  const sockets = opened.filter((socket) => socket !== null)
  const join = JSON.stringify({ type: 'join', data: { streamId } })
  sockets.forEach((socket) => socket.send(join))
  const senders = (await openMany(SENDERS, () => open())).filter((socket) => socket !== null)
  const allCounted = await waitUntil(() => counted >= sockets.length, 60_000)
  await sleep(SETTLE_MS)

  const cpuBefore = workerdCpuMs(server.pid)
  for (let round = 0; round < MESSAGES; round++) {
    senders.forEach((sender, index) =>
      sender.send(JSON.stringify({ type: 'chat', data: { streamId, message: `s${index} ${now()}` } })),
    )
    await sleep(SEND_INTERVAL_MS)
  }
  const expected = sockets.length * senders.length * MESSAGES
  await waitUntil(() => latencies.length >= expected, DRAIN_MS)
  const cpuAfter = workerdCpuMs(server.pid)
  await closeAll([host, ...sockets, ...senders])
  await fetch(`${server.baseUrl}/api/streams/${streamId}/end`, { method: 'POST', headers: { Cookie: cookie } })
  await waitUntil(() => fanouts.has(streamId), 10_000)
  const fanout = fanouts.get(streamId)
  const messages = senders.length * MESSAGES
  const result = {
    layout,
    listeners,
    opened: sockets.length,
    refusedOpens,
    allCounted,
    expectedDeliveries: expected,
    deliveries: latencies.length,
    allDelivered: latencies.length >= expected,
    ...latencySummary(latencies),
    rootSendsPerMessage: fanout ? Math.round((fanout.chatFrames + fanout.chatShardCalls) / fanout.chatMessages) : null,
    rootChatMessages: fanout?.chatMessages ?? null,
    workerdCpuMsPerMessage:
      cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) / messages) * 10) / 10,
  }
  // Each run as it ends (a long run on a busy machine keeps what it measured even if a later run fails).
  console.error(JSON.stringify(result))
  return result
}

type Run = Awaited<ReturnType<typeof runLoad>>

const describeRun = (run: Run) =>
  `${run.allDelivered ? 'all' : `${run.deliveries} of ${run.expectedDeliveries}`} delivered; p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ` +
  `root ${run.rootSendsPerMessage} sends/message; workerd ${run.workerdCpuMsPerMessage} ms CPU/message`

export async function run(): Promise<BenchSection> {
  const fanouts = new Map<number, FanoutLine>()
  const server = await startBenchServer(undefined, {
    args: ['--var', `ROOM_MIN_SHARDS:${SHARDS}`],
    pastTheProxy: true,
    onOutput: (line) => {
      const start = line.indexOf('{"event":"room-chat-fanout"')
      if (start < 0) return
      const fanout = JSON.parse(line.slice(start)) as FanoutLine
      fanouts.set(fanout.streamId, fanout)
    },
  })
  const runs: Run[] = []
  try {
    for (const listeners of SIZES) {
      for (const layout of ['sharded', 'one room'] as const)
        runs.push(await runLoad(server, fanouts, layout, listeners))
    }
  } finally {
    server.stop()
  }
  const sharded = runs.filter((r) => r.layout === 'sharded')
  const oneRoom = runs.filter((r) => r.layout === 'one room')
  const rootWork = sharded.map((r) => r.rootSendsPerMessage ?? Infinity)
  const flat = Math.max(...rootWork) <= Math.min(...rootWork) * (1 + FLAT_WITHIN)
  const largest = SIZES.at(-1)!
  const rows: BenchRow[] = [
    {
      measure: `${largest} listeners over ${SHARDS} shard rooms: chat`,
      value: describeRun(sharded.at(-1)!),
      target: 'all delivered',
      reference: `one room of ${largest}: ${describeRun(oneRoom.at(-1)!)}`,
      pass: sharded.at(-1)!.allDelivered,
    },
    {
      measure: `Root's sends per chat message, sharded, at ${SIZES.join(' / ')} listeners`,
      value: sharded.map((r) => r.rootSendsPerMessage).join(' / '),
      target: `flat within ${FLAT_WITHIN * 100} %`,
      reference: `one room: ${oneRoom.map((r) => r.rootSendsPerMessage).join(' / ')}`,
      pass: flat,
    },
    {
      measure: `workerd CPU per chat message (all rooms), sharded, at ${SIZES.join(' / ')} listeners`,
      value: sharded.map((r) => `${r.workerdCpuMsPerMessage} ms`).join(' / '),
      reference: `one room: ${oneRoom.map((r) => `${r.workerdCpuMsPerMessage} ms`).join(' / ')}`,
    },
  ]
  return {
    section: 'One stream past one room (shard rooms)',
    rows,
    details: { shards: SHARDS, senders: SENDERS, messagesPerSender: MESSAGES, runs },
  }
}

runAlone(import.meta.url, run)
