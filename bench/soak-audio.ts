import type WebSocket from 'ws'
import { CLUSTER_ID, readElement, readVint, TIMECODE_ID } from '../durable-objects/media/ebml'
import { webmDurationFromTail, webmTimecodeScale } from '../durable-objects/media/webm-duration'
import { openSocket, ownAddress, sleep } from './sockets'

/** Where each Cluster of a MediaRecorder-style WebM starts, and where its header ends. */
function clusterOffsets(webm: Uint8Array): number[] {
  const offsets: number[] = []
  let offset = 0
  // Top level: EBML header, then the Segment (unknown or known size) whose children we walk.
  const ebml = readElement(webm, 0, webm.length)!
  const segment = readElement(webm, ebml.end, webm.length)!
  offset = segment.dataStart
  while (offset < webm.length) {
    const element = readElement(webm, offset, webm.length)
    if (!element) break
    if (element.id === CLUSTER_ID) offsets.push(offset)
    offset = element.end
  }
  return offsets
}

/** The Cluster with its Timecode moved on by `shiftTicks` (rewritten as a 4-byte value; the size follows). */
function shiftedCluster(cluster: Uint8Array, shiftTicks: number): Uint8Array {
  const size = readVint(cluster, 4)!
  const bodyStart = 4 + size.length
  const timecode = readElement(cluster, bodyStart, cluster.length)!
  if (timecode.id !== TIMECODE_ID) throw new Error('a Cluster that does not open with its Timecode')
  let ticks = 0
  for (let i = timecode.dataStart; i < timecode.end; i++) ticks = ticks * 256 + cluster[i]
  const rest = cluster.subarray(timecode.end)
  const body = new Uint8Array(6 + rest.length)
  body.set([TIMECODE_ID, 0x84])
  new DataView(body.buffer).setUint32(2, ticks + shiftTicks)
  body.set(rest, 6)
  const out = new Uint8Array(4 + 8 + body.length)
  out.set(cluster.subarray(0, 4))
  out[4] = 0x01 // an 8-byte size
  new DataView(out.buffer).setUint32(8, body.length)
  out.set(body, 12)
  return out
}

/**
 * A live host sending a WebM tone in real time for as long as the soak runs: the fixture's Clusters over and over,
 * each loop's timecodes after the last, so the recording's length is the time sent. Listeners join and drop.
 */
export class SoakAudioHost {
  private sentTicks = 0
  private chunks = 0
  private bytesHeard = 0
  private listenerJoins = 0
  private readonly header: Uint8Array
  private readonly clusters: { bytes: Uint8Array; startTicks: number; endTicks: number }[]
  private readonly loopTicks: number
  private readonly ticksPerSecond: number

  constructor(
    private readonly wsBase: string,
    private readonly streamId: number,
    private readonly streamKey: string,
    webm: Uint8Array,
  ) {
    const offsets = clusterOffsets(webm)
    this.header = webm.subarray(0, offsets[0])
    this.ticksPerSecond = 1e9 / webmTimecodeScale(this.header)
    this.loopTicks = Math.round(webmDurationFromTail(webm, webmTimecodeScale(this.header))! * this.ticksPerSecond)
    const starts = offsets.map((offset) => {
      const cluster = readElement(webm, offset, webm.length)!
      const timecode = readElement(webm, cluster.dataStart, webm.length)!
      let ticks = 0
      for (let i = timecode.dataStart; i < timecode.end; i++) ticks = ticks * 256 + webm[i]
      return ticks
    })
    this.clusters = offsets.map((offset, index) => ({
      bytes: webm.subarray(offset, offsets[index + 1] ?? webm.length),
      startTicks: starts[index],
      endTicks: starts[index + 1] ?? this.loopTicks,
    }))
  }

  get sentSeconds() {
    return this.sentTicks / this.ticksPerSecond
  }

  async broadcast(until: number, listeners: number) {
    const host = await openSocket(
      `${this.wsBase}/audio?streamId=${this.streamId}&role=host&streamKey=${encodeURIComponent(this.streamKey)}`,
      undefined,
      ownAddress(),
    )
    const audience: WebSocket[] = await Promise.all(Array.from({ length: listeners }, () => this.listen()))
    host.send(this.header)
    const startedAt = Date.now()
    for (let loop = 0; Date.now() < until; loop++) {
      for (const cluster of this.clusters) {
        const due = startedAt + ((loop * this.loopTicks + cluster.startTicks) / this.ticksPerSecond) * 1000
        await sleep(Math.max(0, due - Date.now()))
        if (Date.now() >= until) break
        host.send(shiftedCluster(cluster.bytes, loop * this.loopTicks))
        this.chunks++
        this.sentTicks = loop * this.loopTicks + cluster.endTicks
        if (Math.random() < 0.2) {
          const index = Math.floor(Math.random() * audience.length)
          audience[index].close(1000)
          audience[index] = await this.listen()
        }
      }
    }
    // The room has every chunk before the host leaves: a ping is answered after the chunks sent before it.
    await new Promise<void>((resolve) => {
      const onMessage = (data: Buffer, isBinary: boolean) => {
        if (isBinary || !data.toString().includes('"type":"pong"')) return
        host.off('message', onMessage)
        resolve()
      }
      host.on('message', onMessage)
      host.send(JSON.stringify({ type: 'ping' }))
      setTimeout(resolve, 10_000)
    })
    for (const socket of [...audience, host]) socket.close(1000)
  }

  figures() {
    return {
      seconds: Math.round(this.sentSeconds * 10) / 10,
      chunks: this.chunks,
      listenerJoins: this.listenerJoins,
      bytesHeard: this.bytesHeard,
    }
  }

  private async listen() {
    this.listenerJoins++
    return openSocket(
      `${this.wsBase}/audio?streamId=${this.streamId}&role=listener`,
      (data) => {
        if (typeof data !== 'string') this.bytesHeard += data.length
      },
      ownAddress(),
    )
  }
}
