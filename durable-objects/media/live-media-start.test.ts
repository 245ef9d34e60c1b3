import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { LiveMediaStart, type ClusterStore } from './live-media-start'

/** tone.webm (MediaRecorder style): its header ends and its four Clusters start at these offsets. */
const TONE_CLUSTERS = [391, 10495, 20726, 31418]
const tone = () => fixtureBytes('tone.webm')
const buffer = (bytes: Uint8Array) => bytes.slice().buffer
/** A store in memory, as the room's SQLite would keep it. */
function memoryStore(): ClusterStore {
  let parts: ArrayBuffer[] | null = null
  return {
    load: () => parts && [...parts],
    restart: (aligned) => {
      parts = aligned ? [] : null
    },
    keep: (bytes) => void parts?.push(bytes),
  }
}
const bytesOf = (buffers: readonly ArrayBuffer[]) => buffers.map((part) => [...new Uint8Array(part)]).flat()

describe('LiveMediaStart', () => {
  it('splits the first chunk into the header and the start of the first Cluster', () => {
    const start = new LiveMediaStart(memoryStore())
    const header = start.begin(buffer(tone().subarray(0, 600)))
    expect(new Uint8Array(header)).toEqual(tone().subarray(0, TONE_CLUSTERS[0]))
    expect(bytesOf(start.currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[0], 600)])
  })

  it('keeps the latest Cluster from its start however the chunks cut it', () => {
    const start = new LiveMediaStart(memoryStore())
    start.begin(buffer(tone().subarray(0, 600)))
    for (const [from, to] of [
      [600, 12000],
      [12000, 21000],
      [21000, 25000],
    ])
      start.push(buffer(tone().subarray(from, to)))
    expect(bytesOf(start.currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[2], 25000)])
  })

  it('takes a Cluster id inside audio data for what it is', () => {
    const start = new LiveMediaStart(memoryStore())
    start.begin(buffer(tone().subarray(0, 600)))
    const chanceId = new Uint8Array([0xa3, 0x1f, 0x43, 0xb6, 0x75, 0x42, 0x10, 0x99, 0x00])
    start.push(buffer(chanceId))
    expect(bytesOf(start.currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[0], 600), ...chanceId])
  })

  it('holds nothing when a Cluster grows past 2 MiB, until the next Cluster', () => {
    const start = new LiveMediaStart(memoryStore())
    start.begin(buffer(tone().subarray(0, 600)))
    for (let index = 0; index < 9; index++) start.push(new ArrayBuffer(256 * 1024))
    expect(start.currentCluster).toEqual([])
    start.push(buffer(tone().subarray(TONE_CLUSTERS[1], 12000)))
    expect(bytesOf(start.currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[1], 12000)])
  })

  it('carries the Cluster on in a new instance on the same store, as after a wake-up', () => {
    const store = memoryStore()
    const asleep = new LiveMediaStart(store)
    asleep.begin(buffer(tone().subarray(0, 600)))
    asleep.push(buffer(tone().subarray(600, 12000)))
    const woken = new LiveMediaStart(store)
    expect(bytesOf(woken.currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[1], 12000)])
    woken.push(buffer(tone().subarray(12000, 15000)))
    expect(bytesOf(new LiveMediaStart(store).currentCluster)).toEqual([...tone().subarray(TONE_CLUSTERS[1], 15000)])
  })
})
