import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { liveStream, openRoomSocket, sendChunk, TONE_CLUSTERS } from '../../tests/support/room-test-client'
import { CLUSTER_ID, isClusterStart, readElement, readUint, readVint, TIMECODE_ID } from './ebml'
import { webmDurationFromTail, webmEndTicks } from './webm-duration'
import { retimeClusters } from './webm-retime'

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
