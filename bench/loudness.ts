/**
 * `npm run bench:loudness`: the CPU time of measuring an upload's loudness (decoding and metering, as the media
 * queue's consumer does; docs/decisions/039-loudness-measured-in-a-queue.md) per minute of audio, per format, on the
 * media fixtures. Runs in Node on the same code and wasm workerd runs, one core, after a warm-up pass.
 */
import { readFile } from 'node:fs/promises'
import { measureLoudness } from '../workers/media/loudness/measure'
import { r2LikeStream } from './r2-like-stream'
import { median, runAlone, type BenchRow, type BenchSection } from './report'

const FIXTURES = [
  { name: 'tone.wav', contentType: 'audio/wav', seconds: 3 },
  { name: 'tone.mp3', contentType: 'audio/mpeg', seconds: 4 },
  { name: 'tone.flac', contentType: 'audio/flac', seconds: 5 },
  { name: 'tone.ogg', contentType: 'audio/ogg', seconds: 4.5 },
  { name: 'speech.ogg', contentType: 'audio/ogg', seconds: 4 },
]
const RUNS = 7

async function cpuMsPerMinute(bytes: Uint8Array, contentType: string, seconds: number) {
  await measureLoudness(r2LikeStream(bytes), contentType)
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = process.cpuUsage()
    await measureLoudness(r2LikeStream(bytes), contentType)
    const { user, system } = process.cpuUsage(start)
    times.push((user + system) / 1000)
  }
  return (median(times) * 60) / seconds
}

export async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = []
  const details: Record<string, number> = {}
  for (const { name, contentType, seconds } of FIXTURES) {
    const bytes = new Uint8Array(await readFile(new URL(`../tests/fixtures/media/${name}`, import.meta.url)))
    const perMinute = await cpuMsPerMinute(bytes, contentType, seconds)
    details[name] = perMinute
    rows.push({
      measure: `Loudness of an upload (decode + BS.1770 meter), ${name} (median of ${RUNS})`,
      value: `${Math.round(perMinute)} ms CPU per minute of audio`,
    })
  }
  return { section: 'loudness', rows, details }
}

runAlone(import.meta.url, run)
