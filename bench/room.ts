/**
 * Load on one StreamRoom under `wrangler dev` (loopback only), beside a plain Node + ws reference server that
 * coalesces chat the same way (bench/reference-server.ts), measured in the same run:
 * - chat to 1,000 listeners from 50 senders × 5 messages at one a second each, the senders spread over the second
 *   (250,000 deliveries; the steady chat profile, target p99 ≤ 80 ms, nothing lost), on the room and on the reference;
 * - chat to 1,000 listeners from 10 senders × 10 messages sent together (the burst chat profile);
 * - 500 audio listeners of a 128 kbit/s host (4 KB every 250 ms; target p99 ≤ 40 ms, no loss).
 * Run with `npm run bench:room`. Knobs: BENCH_URL, BENCH_LISTENERS (1000), BENCH_AUDIO_LISTENERS (500),
 * BENCH_AUDIO_SECONDS (10).
 */
import type WebSocket from 'ws'
import { createStream, openMany } from './bench-stream'
import { startReferenceServer } from './reference-server'
import { runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { openSocket, ownAddress, sleep, waitUntil } from './sockets'
import { latencySummary } from './stats'

const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000)
const AUDIO_LISTENERS = Number(process.env.BENCH_AUDIO_LISTENERS ?? 500)
const AUDIO_SECONDS = Number(process.env.BENCH_AUDIO_SECONDS ?? 10)
const CHUNK_BYTES = 4096
const CHUNK_INTERVAL_MS = 250
const DRAIN_MS = 3000
const SETTLE_MS = 1000

const now = () => performance.timeOrigin + performance.now()
/** A chat message's text is `s{sender} {send time}`; in a frame it reads `"message":"s3 1763797000000.123"`. */
const SENT_AT = /"message":"s\d+ ([\d.]+)"/g

/** A chat load: senders × messages, one message per sender per interval (under the flood limit of 5 per 5 s). */
export interface ChatProfile {
  senders: number
  messagesPerSender: number
  intervalMs: number
  /** Spread the senders evenly over the interval instead of sending together. */
  spread: boolean
}
export const ISSUE_13_CHAT: ChatProfile = { senders: 50, messagesPerSender: 5, intervalMs: 1000, spread: true }
const ISSUE_7_CHAT: ChatProfile = { senders: 10, messagesPerSender: 10, intervalMs: 1100, spread: false }

interface RoomFrame {
  type: string
  data: { message?: string; messages?: RoomFrame[]; viewerCount?: number }
}

export async function benchChat(wsUrl: string, streamId: number, profile: ChatProfile) {
  const { senders: SENDERS, messagesPerSender: MESSAGES, intervalMs } = profile
  const latencies: number[] = []
  let lastCount = 0
  let chatFramesToFirstListener = 0
  const onFrame = (frame: RoomFrame, receivedAt: number) => {
    if (frame.type === 'batch') return frame.data.messages!.forEach((message) => onFrame(message, receivedAt))
    if (frame.type === 'chat_message') latencies.push(receivedAt - Number(frame.data.message!.split(' ')[1]))
    if (frame.type === 'viewer_count') lastCount = frame.data.viewerCount!
  }
  // Listener 0 parses every frame as a page would; the others only pick out the send times of their chat messages
  // (JSON.parse would make the one generator process, not the room, the bottleneck of 1,000 simulated pages).
  const onOtherFrame = (data: string) => {
    const receivedAt = now()
    for (const [, sentAt] of data.matchAll(SENT_AT)) latencies.push(receivedAt - Number(sentAt))
  }
  const join = (socket: WebSocket) => socket.send(JSON.stringify({ type: 'join', data: { streamId } }))
  const listeners = await openMany(LISTENERS, (index) =>
    openSocket(
      wsUrl,
      index === 0
        ? (data) => {
            const frame = JSON.parse(data as string) as RoomFrame
            if (frame.type === 'batch' || frame.type === 'chat_message') chatFramesToFirstListener++
            onFrame(frame, now())
          }
        : (data) => onOtherFrame(data as string),
      ownAddress(),
    ),
  )
  listeners.forEach(join)
  const senders = await openMany(SENDERS, () => openSocket(wsUrl, undefined, ownAddress()))
  const allJoined = await waitUntil(() => lastCount >= LISTENERS, 30_000)
  // Listener 0 hears the final count first, while the room is still sending it to the other 999.
  await sleep(SETTLE_MS)

  const started = now()
  const send = (sender: WebSocket, index: number) =>
    sender.send(JSON.stringify({ type: 'chat', data: { streamId, message: `s${index} ${now()}` } }))
  for (let round = 0; round < MESSAGES; round++) {
    const roundStarted = now()
    if (!profile.spread) senders.forEach(send)
    else {
      for (const [index, sender] of senders.entries()) {
        await sleep(roundStarted + (index * intervalMs) / SENDERS - now())
        send(sender, index)
      }
    }
    await sleep(roundStarted + intervalMs - now())
  }
  const expected = LISTENERS * SENDERS * MESSAGES
  await waitUntil(() => latencies.length >= expected, DRAIN_MS)
  const seconds = (now() - started) / 1000
  ;[...listeners, ...senders].forEach((socket) => socket.close())
  return {
    listeners: LISTENERS,
    senders: SENDERS,
    messagesPerSender: MESSAGES,
    allListenersCounted: allJoined,
    expectedDeliveries: expected,
    deliveries: latencies.length,
    loss: Math.max(0, 1 - latencies.length / expected),
    deliveriesPerSecond: Math.round(latencies.length / seconds),
    chatFramesPerListener: chatFramesToFirstListener,
    ...latencySummary(latencies),
  }
}

async function benchAudio(audioUrl: string, streamKey: string) {
  const latencies: number[] = []
  let outOfOrder = 0
  const lastSeq = new Map<number, number>()
  const greeted = new Set<number>()
  const listeners = await openMany(AUDIO_LISTENERS, (index) =>
    openSocket(
      `${audioUrl}&role=listener`,
      (data) => {
        if (typeof data === 'string') {
          greeted.add(index)
          return
        }
        const seq = data.readUInt32BE(8)
        if (seq <= (lastSeq.get(index) ?? -1)) outOfOrder++
        lastSeq.set(index, seq)
        latencies.push(now() - data.readDoubleBE(0))
      },
      ownAddress(),
    ),
  )
  // The room has opened every listener once each has its status: the relay is timed, not 500 joins still in hand.
  const allGreeted = await waitUntil(() => greeted.size >= AUDIO_LISTENERS, 30_000)
  const host = await openSocket(`${audioUrl}&role=host&streamKey=${encodeURIComponent(streamKey)}`)
  const chunks = Math.round((AUDIO_SECONDS * 1000) / CHUNK_INTERVAL_MS)
  for (let seq = 0; seq < chunks; seq++) {
    const chunk = new ArrayBuffer(CHUNK_BYTES)
    new DataView(chunk).setFloat64(0, now())
    new DataView(chunk).setUint32(8, seq)
    host.send(chunk)
    await sleep(CHUNK_INTERVAL_MS)
  }
  const expected = AUDIO_LISTENERS * chunks
  await waitUntil(() => latencies.length >= expected, DRAIN_MS)
  ;[...listeners, host].forEach((socket) => socket.close())
  return {
    listeners: AUDIO_LISTENERS,
    allListenersGreeted: allGreeted,
    chunks,
    chunkBytes: CHUNK_BYTES,
    chunkIntervalMs: CHUNK_INTERVAL_MS,
    expectedDeliveries: expected,
    deliveries: latencies.length,
    loss: Math.max(0, 1 - latencies.length / expected),
    outOfOrder,
    ...latencySummary(latencies),
  }
}

type ChatResult = Awaited<ReturnType<typeof benchChat>>
type AudioResult = Awaited<ReturnType<typeof benchAudio>>

const delivered = (result: { deliveries: number; expectedDeliveries: number }) =>
  `${result.deliveries.toLocaleString('en')} / ${result.expectedDeliveries.toLocaleString('en')}`
const latency = (result: { p50Ms: number | null; p99Ms: number | null }) =>
  `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`

/** The chat load on whatever answers at baseUrl: the room under wrangler dev or the reference server. */
async function chatOn(baseUrl: string, profile: ChatProfile): Promise<ChatResult> {
  const { streamId, streamKey, cookie } = await createStream(baseUrl)
  const wsBase = baseUrl.replace(/^http/, 'ws')
  // A live stream without a host ends after 60 s: a host stays in the room for the whole run.
  const host = await openSocket(`${wsBase}/ws?streamId=${streamId}&streamKey=${encodeURIComponent(streamKey)}`)
  host.send(JSON.stringify({ type: 'host-stream', data: { streamId } }))
  try {
    return await benchChat(`${wsBase}/ws?streamId=${streamId}`, streamId, profile)
  } finally {
    host.close()
    await fetch(`${baseUrl}/api/streams/${streamId}/end`, { method: 'POST', headers: { Cookie: cookie } })
  }
}

async function audioOn(baseUrl: string): Promise<AudioResult> {
  const { streamId, streamKey, cookie } = await createStream(baseUrl)
  const wsBase = baseUrl.replace(/^http/, 'ws')
  try {
    return await benchAudio(`${wsBase}/audio?streamId=${streamId}`, streamKey)
  } finally {
    await fetch(`${baseUrl}/api/streams/${streamId}/end`, { method: 'POST', headers: { Cookie: cookie } })
  }
}

export async function run(): Promise<BenchSection> {
  const reference = await startReferenceServer()
  // Past wrangler's proxy, a local-only hop the reference server does not have either.
  const server = await startBenchServer(undefined, { pastTheProxy: true })
  try {
    const issue13 = await chatOn(server.baseUrl, ISSUE_13_CHAT)
    const issue13Reference = await chatOn(reference.baseUrl, ISSUE_13_CHAT)
    const issue7 = await chatOn(server.baseUrl, ISSUE_7_CHAT)
    const issue7Reference = await chatOn(reference.baseUrl, ISSUE_7_CHAT)
    const audio = await audioOn(server.baseUrl)
    const rows: BenchRow[] = [
      {
        measure: `Chat to ${LISTENERS.toLocaleString('en')} listeners, 50 senders × 5 messages at 1/s, spread`,
        value: `${latency(issue13)}; ${delivered(issue13)} delivered`,
        target: 'p99 ≤ 80 ms, nothing lost',
        reference: `Node + ws server: ${latency(issue13Reference)}; ${delivered(issue13Reference)}`,
        pass: issue13.p99Ms !== null && issue13.p99Ms <= 80 && issue13.loss === 0,
      },
      {
        measure: `Chat to ${LISTENERS.toLocaleString('en')} listeners, 10 senders × 10 messages sent together`,
        value: `${latency(issue7)}; ${delivered(issue7)} delivered`,
        reference: `Node + ws server: ${latency(issue7Reference)}; ${delivered(issue7Reference)}`,
      },
      {
        measure: `Audio 128 kbit/s to ${AUDIO_LISTENERS} listeners, ${AUDIO_SECONDS} s`,
        value: `${latency(audio)}; ${delivered(audio)} delivered, ${audio.outOfOrder} out of order`,
        target: 'p99 ≤ 40 ms, no loss',
        pass:
          audio.allListenersGreeted &&
          audio.p99Ms !== null &&
          audio.p99Ms <= 40 &&
          audio.loss === 0 &&
          audio.outOfOrder === 0,
      },
    ]
    return { section: 'Room', rows, details: { issue13, issue13Reference, issue7, issue7Reference, audio } }
  } finally {
    server.stop()
    reference.close()
  }
}

runAlone(import.meta.url, run)
