/**
 * Load on one StreamRoom under `wrangler dev` (loopback only): N chat listeners and S chat senders, then 500 audio
 * listeners of a 128 kbit/s host (4 KB every 250 ms). Prints JSON: latency p50/p99, deliveries/s, loss.
 * Run with `npm run bench:room`.
 * Knobs: BENCH_URL, BENCH_LISTENERS (1000), BENCH_SENDERS (10), BENCH_MESSAGES (10 per sender),
 * BENCH_AUDIO_LISTENERS (500), BENCH_AUDIO_SECONDS (10).
 */
import type WebSocket from 'ws'
import { createStream, openMany } from './bench-stream'
import { startBenchServer } from './room-server'
import { openSocket, ownAddress, sleep, waitUntil } from './sockets'
import { latencySummary } from './stats'

const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000)
const SENDERS = Number(process.env.BENCH_SENDERS ?? 10)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10)
const AUDIO_LISTENERS = Number(process.env.BENCH_AUDIO_LISTENERS ?? 500)
const AUDIO_SECONDS = Number(process.env.BENCH_AUDIO_SECONDS ?? 10)
/** Under the room's flood limit of 5 messages per 5 s per socket. */
const SEND_INTERVAL_MS = 1100
const CHUNK_BYTES = 4096
const CHUNK_INTERVAL_MS = 250
const DRAIN_MS = 3000
const SETTLE_MS = 1000

const now = () => performance.timeOrigin + performance.now()
/** A chat message's text is `s{sender} {send time}`; in a frame it reads `"message":"s3 1763797000000.123"`. */
const SENT_AT = /"message":"s\d+ ([\d.]+)"/g

interface RoomFrame {
  type: string
  data: { message?: string; messages?: RoomFrame[]; viewerCount?: number }
}

async function benchChat(wsUrl: string, streamId: number) {
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
    openSocket(wsUrl, index === 0 ? (data) => {
      const frame = JSON.parse(data as string) as RoomFrame
      if (frame.type === 'batch' || frame.type === 'chat_message') chatFramesToFirstListener++
      onFrame(frame, now())
    } : (data) => onOtherFrame(data as string), ownAddress()),
  )
  listeners.forEach(join)
  const senders = await openMany(SENDERS, () => openSocket(wsUrl, undefined, ownAddress()))
  const allJoined = await waitUntil(() => lastCount >= LISTENERS, 30_000)
  // Listener 0 hears the final count first, while the room is still sending it to the other 999.
  await sleep(SETTLE_MS)

  const started = now()
  for (let round = 0; round < MESSAGES; round++) {
    senders.forEach((sender, index) => sender.send(JSON.stringify({ type: 'chat', data: { streamId, message: `s${index} ${now()}` } })))
    await sleep(SEND_INTERVAL_MS)
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
  const listeners = await openMany(AUDIO_LISTENERS, (index) =>
    openSocket(`${audioUrl}&role=listener`, (data) => {
      if (typeof data === 'string') return
      const seq = data.readUInt32BE(8)
      if (seq <= (lastSeq.get(index) ?? -1)) outOfOrder++
      lastSeq.set(index, seq)
      latencies.push(now() - data.readDoubleBE(0))
    }, ownAddress()),
  )
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

const server = await startBenchServer()
try {
  const { streamId, streamKey, cookie } = await createStream(server.baseUrl)
  const wsBase = server.baseUrl.replace(/^http/, 'ws')
  // A live stream without a host ends after 60 s (PRODUCT.md §7): a host stays in the room for the whole run.
  const host = await openSocket(`${wsBase}/ws?streamId=${streamId}&streamKey=${encodeURIComponent(streamKey)}`)
  host.send(JSON.stringify({ type: 'host-stream', data: { streamId } }))
  const chat = await benchChat(`${wsBase}/ws?streamId=${streamId}`, streamId)
  const audio = await benchAudio(`${wsBase}/audio?streamId=${streamId}`, streamKey)
  await fetch(`${server.baseUrl}/api/streams/${streamId}/end`, { method: 'POST', headers: { Cookie: cookie } })
  console.log(JSON.stringify({ baseUrl: server.baseUrl, chat, audio }, null, 2))
} finally {
  server.stop()
}
