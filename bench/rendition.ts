/**
 * `npm run bench:rendition`: the CPU time of making a heavy upload's streaming rendition (decoding, and encoding MP3
 * 192 kbit/s with lamejs, as the media queue's consumer does; docs/decisions/041-streaming-renditions.md) per minute
 * of audio, and the rendition's size against the original's, on the media fixtures. Runs in Node on the same code
 * workerd runs, one core, after a warm-up pass; R2 is a stand-in that keeps the size.
 */
import { readFile } from 'node:fs/promises'
import { makeRendition } from '../workers/media/rendition/make-rendition'
import { r2LikeStream } from './r2-like-stream'
import { median, runAlone, type BenchRow, type BenchSection } from './report'

const FIXTURES = [
  { name: 'tone.wav', contentType: 'audio/wav', seconds: 3 },
  { name: 'tone.flac', contentType: 'audio/flac', seconds: 5 },
  { name: 'tone.ogg', contentType: 'audio/ogg', seconds: 4.5 },
]
const RUNS = 5

/**
 * A minute of 16-bit stereo 44.1 kHz WAV, two tones: a CD-quality song's minute, which a 3 s fixture's start-up cost
 * does not swamp.
 */
function stereoMinuteWav() {
  const rate = 44_100
  const frames = 60 * rate
  const view = new DataView(new ArrayBuffer(44 + frames * 4))
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + frames * 4, true)
  ascii(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 2, true)
  view.setUint32(24, rate, true)
  view.setUint32(28, rate * 4, true)
  view.setUint16(32, 4, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, frames * 4, true)
  for (let frame = 0; frame < frames; frame++) {
    view.setInt16(44 + frame * 4, Math.round(12_000 * Math.sin((2 * Math.PI * 440 * frame) / rate)), true)
    view.setInt16(46 + frame * 4, Math.round(12_000 * Math.sin((2 * Math.PI * 660 * frame) / rate)), true)
  }
  return new Uint8Array(view.buffer)
}

/** Stands in for R2: the fixtures' renditions fit in one part, so a put is all it is asked. */
const bucket = { put: async () => null } as unknown as R2Bucket

async function rendered(bytes: Uint8Array, contentType: string, seconds: number) {
  const size = await makeRendition(r2LikeStream(bytes), contentType, bucket, 'rendition.mp3')
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = process.cpuUsage()
    await makeRendition(r2LikeStream(bytes), contentType, bucket, 'rendition.mp3')
    const { user, system } = process.cpuUsage(start)
    times.push((user + system) / 1000)
  }
  return { cpuMsPerMinute: (median(times) * 60) / seconds, size }
}

export async function run(): Promise<BenchSection> {
  const rows: BenchRow[] = []
  const details: Record<string, number> = {}
  const inputs = [
    { name: 'a minute of stereo 44.1 kHz WAV', contentType: 'audio/wav', seconds: 60, bytes: stereoMinuteWav() },
    ...(await Promise.all(
      FIXTURES.map(async (fixture) => ({
        ...fixture,
        bytes: new Uint8Array(await readFile(new URL(`../tests/fixtures/media/${fixture.name}`, import.meta.url))),
      })),
    )),
  ]
  for (const { name, contentType, seconds, bytes } of inputs) {
    const { cpuMsPerMinute, size } = await rendered(bytes, contentType, seconds)
    details[`${name} cpuMsPerMinute`] = cpuMsPerMinute
    details[`${name} sizeRatio`] = size / bytes.length
    rows.push(
      {
        measure: `Rendition of an upload (decode + MP3 192 kbit/s), ${name} (median of ${RUNS})`,
        value: `${Math.round(cpuMsPerMinute)} ms CPU per minute of audio`,
      },
      {
        measure: `Rendition size against the original, ${name}`,
        value: `${Math.round(size / 1024)} KB of ${Math.round(bytes.length / 1024)} KB (${Math.round((100 * size) / bytes.length)}%)`,
      },
    )
  }
  return { section: 'rendition', rows, details }
}

runAlone(import.meta.url, run)
