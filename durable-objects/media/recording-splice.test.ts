import { abortAllDurableObjects, env, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { liveStream, openRoomSocket, sendChunk, TONE_CLUSTERS } from '../../tests/support/room-test-client'
import { CLUSTER_ID, isClusterStart, readElement, readUint, readVint, TIMECODE_ID } from './ebml'
import { webmDurationFromTail, webmEndTicks } from './webm-duration'
import { retimeClusters } from './webm-retime'
import { wholeElementsEnd } from './webm-whole-elements'
import { RecordingSplice } from './recording-splice'
import { roomOf } from '../room/room-identity'
import type { StreamRoom } from '../room/stream-room'

/** Each Cluster's Timecode, in file order. */
function clusterTimecodes(bytes: Uint8Array): number[] {
  const timecodes: number[] = []
  for (let offset = 0; offset < bytes.length - 4; offset++) {
    if (!isClusterStart(bytes, offset)) continue
    const timecode = readElement(bytes, offset + 4 + readVint(bytes, offset + 4)!.length, bytes.length)!
    timecodes.push(readUint(bytes, timecode.dataStart, timecode.end - timecode.dataStart))
  }
  return timecodes
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]
const ebmlHeaders = (bytes: Uint8Array) =>
  bytes.filter((_, offset) => EBML_MAGIC.every((byte, index) => bytes[offset + index] === byte)).length

const cut = (bytes: Uint8Array, offsets: number[]) =>
  [0, ...offsets].map((start, index) => bytes.slice(start, offsets[index] ?? bytes.length))

/** Sends the chunks on a new host connection and waits until the room has taken them. */
async function hostSends(streamId: number, cookie: string, chunks: Uint8Array[]) {
  const host = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, cookie)
  chunks.forEach((chunk) => sendChunk(host, chunk))
  host.send('ping')
  await host.waitFor('pong')
}

async function publishedRecording(userId: number) {
  const track = await env.DB.prepare('SELECT audio_url FROM tracks WHERE user_id = ?')
    .bind(userId)
    .first<{ audio_url: string }>()
  return new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())
}

describe('the audio recording across host connections', () => {
  it('splices a reloaded studio’s new recorder onto the recording: one header, timecodes rising, durations added', async () => {
    const { client, streamId, user } = await liveStream()
    const tone = fixtureBytes('tone.webm')
    const firstHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    cut(tone, [600, 4000, 15000]).forEach((chunk) => sendChunk(firstHost, chunk))
    firstHost.send('ping')
    await firstHost.waitFor('pong')

    // The reloaded page's recorder starts over; its chunks are cut inside the header and inside Cluster starts.
    const secondHost = await openRoomSocket(`/audio?streamId=${streamId}&role=host`, client.sessionCookie)
    const cuts = [200, TONE_CLUSTERS[0] + 2, TONE_CLUSTERS[1] + 5, TONE_CLUSTERS[2] + 9, TONE_CLUSTERS[3] + 1]
    cut(tone, cuts).forEach((chunk) => sendChunk(secondHost, chunk))
    secondHost.send('ping')
    await secondHost.waitFor('pong')

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const track = await env.DB.prepare('SELECT audio_url, duration FROM tracks WHERE user_id = ?')
      .bind(user.id)
      .first<{ audio_url: string; duration: number }>()
    const recording = new Uint8Array(await (await SELF.fetch(`http://localhost${track!.audio_url}`)).arrayBuffer())

    expect(Math.abs(webmDurationFromTail(recording)! - 2 * webmDurationFromTail(tone)!)).toBeLessThan(0.1)
    expect(Math.abs(track!.duration - 6.0)).toBeLessThan(0.1)
    expect(ebmlHeaders(recording)).toBe(1)
    expect(recording.subarray(0, TONE_CLUSTERS[0])).toEqual(tone.subarray(0, TONE_CLUSTERS[0]))
    const timecodes = clusterTimecodes(recording)
    expect(timecodes).toHaveLength(2 * TONE_CLUSTERS.length)
    expect(timecodes.every((timecode, index) => index === 0 || timecode > timecodes[index - 1])).toBe(true)
    expect(timecodes.slice(TONE_CLUSTERS.length)).toEqual(
      clusterTimecodes(tone).map((timecode) => timecode + webmEndTicks(tone)!.ticks),
    )
  })

  it('splices a third recorder on after an eviction, where the second ended inside a Cluster’s start', async () => {
    const { client, streamId, user } = await liveStream()
    const tone = fixtureBytes('tone.webm')
    await hostSends(streamId, client.sessionCookie, cut(tone, [600, 4000, 15000]))
    await hostSends(
      streamId,
      client.sessionCookie,
      cut(tone.subarray(0, TONE_CLUSTERS[3] + 5), [200, TONE_CLUSTERS[1] + 2]),
    )
    await abortAllDurableObjects()
    await hostSends(streamId, client.sessionCookie, cut(tone, [600, TONE_CLUSTERS[2] + 9]))

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const recording = await publishedRecording(user.id)
    expect(ebmlHeaders(recording)).toBe(1)
    const toneEnd = webmEndTicks(tone)!.ticks
    const secondEnd = toneEnd + webmEndTicks(tone.subarray(0, TONE_CLUSTERS[3]))!.ticks
    const timecodes = clusterTimecodes(tone)
    expect(clusterTimecodes(recording)).toEqual([
      ...timecodes,
      ...timecodes.slice(0, 3).map((timecode) => timecode + toneEnd),
      ...timecodes.map((timecode) => timecode + secondEnd),
    ])
  })

  it('records only whole elements when a connection’s last chunk ends inside a block or a Cluster’s id: across two reloads it stays one WebM, its loudness measured', async () => {
    const { client, streamId, user } = await liveStream()
    // tone.webm as MediaRecorder writes it, its Clusters of unknown size (its two-byte sizes all ones).
    const live = fixtureBytes('tone.webm')
    for (const offset of TONE_CLUSTERS) live.set([0x7f, 0xff], offset + 4)
    const blockOfSecondCluster = TONE_CLUSTERS[1] + 10
    // The first connection stops one byte into its third Cluster's id, the second three bytes into a block.
    await hostSends(streamId, client.sessionCookie, cut(live.subarray(0, TONE_CLUSTERS[2] + 1), [600, 4000]))
    await hostSends(streamId, client.sessionCookie, cut(live.subarray(0, blockOfSecondCluster + 3), [300, 7000]))
    await hostSends(streamId, client.sessionCookie, cut(live, [600, 15000]))

    expect((await client.post(`/api/streams/${streamId}/end`)).status).toBe(200)
    const recording = await publishedRecording(user.id)
    expect(ebmlHeaders(recording)).toBe(1)
    expect(wholeElementsEnd(recording)).toEqual({ end: recording.length, misaligned: false })
    const timecodes = clusterTimecodes(recording)
    expect(timecodes.every((timecode, index) => index === 0 || timecode >= timecodes[index - 1])).toBe(true)
    const [, second, third] = clusterTimecodes(live)
    const expected = (third + second) / 1000 + webmDurationFromTail(live)!
    expect(Math.abs(webmDurationFromTail(recording)! - expected)).toBeLessThan(0.1)
    await vi.waitFor(
      async () => {
        const track = await env.DB.prepare('SELECT loudness_lufs FROM tracks WHERE user_id = ?')
          .bind(user.id)
          .first<{ loudness_lufs: number | null }>()
        expect(track?.loudness_lufs).toBeLessThan(0)
      },
      { timeout: 10_000, interval: 200 },
    )
  })

  it('costs no query for a chunk that ends where an element ends, once a connection’s first chunks have set it up, before a reload and after', async () => {
    const { streamId } = await liveStream()
    const tone = fixtureBytes('tone.webm')
    const buffers = (chunks: Uint8Array[]) => chunks.map((chunk) => chunk.slice().buffer)
    const queries = await runInDurableObject(roomOf(env, streamId), (_room: StreamRoom, state) => {
      let count = 0
      const counted = {
        exec: (query: string, ...bindings: unknown[]) => (count++, state.storage.sql.exec(query, ...bindings)),
      } as unknown as SqlStorage
      const splice = new RecordingSplice(counted)
      /** Queries for the chunks after the header and the one that follows it. */
      const connection = (chunks: Uint8Array[], lastCluster: ArrayBuffer[]) => {
        const [header, next, ...rest] = buffers(chunks)
        splice.next(header, true, lastCluster)
        splice.next(next, false, [])
        const before = count
        rest.forEach((chunk) => splice.next(chunk, false, []))
        return count - before
      }
      return [
        connection(cut(tone, [600, ...TONE_CLUSTERS.slice(1)]), []),
        connection(cut(tone, [200, ...TONE_CLUSTERS.slice(1)]), [tone.slice(TONE_CLUSTERS[3]).buffer]),
      ]
    })
    expect(queries).toEqual([0, 0])
  })
})

describe('retimeClusters', () => {
  it('moves known-size Clusters on and grows their sizes with their Timecodes, so the file still parses', () => {
    const pushed = fixtureBytes('pushed.webm')
    const { out, consumed } = retimeClusters(pushed, 70_000)
    expect(consumed).toBe(pushed.length)
    expect(clusterTimecodes(out)).toEqual(clusterTimecodes(pushed).map((timecode) => timecode + 70_000))
    // Walking the Clusters by their sizes lands on each next Cluster and on the end of the file.
    let offset = out.findIndex((_, at) => isClusterStart(out, at))
    let clusters = 0
    while (offset < out.length) {
      const cluster = readElement(out, offset, out.length)!
      expect(cluster.id).toBe(CLUSTER_ID)
      expect(readElement(out, cluster.dataStart, cluster.end)!.id).toBe(TIMECODE_ID)
      clusters++
      offset = cluster.end
    }
    expect(offset).toBe(out.length)
    expect(clusters).toBe(clusterTimecodes(pushed).length)
  })
})
