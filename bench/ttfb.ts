/**
 * Server HTML: time to the first byte of each page's HTML against a static asset of the same Worker,
 * taking turns request by request in the same run, with the large seed (scripts/seed-large.ts: 1,000 tracks, 200
 * users, 50 live streams); and the HTML bytes of each page, with the large seed and with the demo data alone.
 * Run with `npm run bench:ttfb` after `npm run build`. Knobs: BENCH_ROUNDS (40 timed rounds after 5 warm-up ones).
 */
import { LARGE_SEED_USERNAME, seedLarge } from '../scripts/seed-large'
import { median, runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { percentile } from './stats'
import { signIn } from './sign-in'
import { fetchTimed } from './timed-fetch'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40)
const WARM_UP_ROUNDS = 5
/** Served from the Worker's static assets, with no loader and no D1 read. */
const STATIC_ASSET = '/favicon.svg'
const TTFB_TARGET_RATIO = 3
/** A query the edge cache does not keep, so each request renders its page (docs/decisions/040-*). */
const RENDERED = '?bench=ttfb'
const HOME_HTML_TARGET_BYTES = 40 * 1024
async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** The audited pages (docs/product/performance.md#pages), with a seeded user, track and live stream. */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const [[track], [stream]] = await Promise.all([
    json<{ id: number }[]>(`${baseUrl}/api/tracks/recent?limit=1`),
    json<{ id: number }[]>(`${baseUrl}/api/streams/featured`),
  ])
  return [
    '/',
    '/discover',
    '/streams',
    '/tracks',
    `/profile/${LARGE_SEED_USERNAME}`,
    `/track/${track.id}`,
    `/stream/${stream.id}`,
  ]
}

const round = (ms: number) => Math.round(ms * 10) / 10
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** HTML of / with the demo data alone, for a visitor and for the demo user (whose home page shows their own work). */
async function demoHomeSizes(): Promise<{ visitor: number; signedIn: number }> {
  const server = await startBenchServer()
  try {
    const cookie = await signIn(server.baseUrl)
    const visitor = (await fetchTimed(`${server.baseUrl}/`)).bytes
    const signedIn = (await fetchTimed(`${server.baseUrl}/`, { Cookie: cookie })).bytes
    return { visitor, signedIn }
  } finally {
    server.stop()
  }
}

/** Every page and the static asset in turns, so both see the same moments of a busy machine. */
async function largeSeedTimings() {
  const server = await startBenchServer(seedLarge)
  try {
    const pages = await pagesOf(server.baseUrl)
    const samples = new Map(pages.map((page) => [page, [] as number[]]))
    const bytes = new Map<string, number>()
    const staticSamples: number[] = []
    for (let i = 0; i < WARM_UP_ROUNDS + ROUNDS; i++) {
      for (const page of pages) {
        const html = await fetchTimed(server.baseUrl + page + RENDERED)
        const asset = await fetchTimed(server.baseUrl + STATIC_ASSET)
        if (i < WARM_UP_ROUNDS) continue
        samples.get(page)!.push(html.ttfbMs)
        bytes.set(page, html.bytes)
        staticSamples.push(asset.ttfbMs)
      }
    }
    return { pages, samples, bytes, staticSamples }
  } finally {
    server.stop()
  }
}

export async function run(): Promise<BenchSection> {
  if (process.env.BENCH_URL) throw new Error('bench:ttfb seeds its own servers: run it without BENCH_URL')
  const demo = await demoHomeSizes()
  const { pages, samples, bytes, staticSamples } = await largeSeedTimings()
  const sortedStatic = [...staticSamples].sort((a, b) => a - b)
  const staticP50 = median(staticSamples)
  const rows: BenchRow[] = pages.map((page) => {
    const sorted = [...samples.get(page)!].sort((a, b) => a - b)
    const p50 = median(sorted)
    const ratio = p50 / staticP50
    return {
      measure: `SSR TTFB ${page} (large seed, visitor)`,
      value: `p50 ${round(p50)} ms, p90 ${round(percentile(sorted, 0.9)!)} ms; HTML ${kb(bytes.get(page)!)}`,
      target: `≤ ${TTFB_TARGET_RATIO}× the static asset`,
      reference: `${STATIC_ASSET} p50 ${round(staticP50)} ms, p90 ${round(percentile(sortedStatic, 0.9)!)} ms (ratio ${ratio.toFixed(1)}×)`,
      pass: ratio <= TTFB_TARGET_RATIO,
    }
  })
  rows.push(
    {
      measure: 'HTML of / (demo data, visitor)',
      value: kb(demo.visitor),
      target: '≤ 40 KB',
      pass: demo.visitor <= HOME_HTML_TARGET_BYTES,
    },
    {
      measure: 'HTML of / (demo data, signed in as demo)',
      value: kb(demo.signedIn),
      target: '≤ 40 KB',
      pass: demo.signedIn <= HOME_HTML_TARGET_BYTES,
    },
  )
  return {
    section: 'Server HTML: TTFB and size',
    rows,
    details: {
      rounds: ROUNDS,
      staticAsset: STATIC_ASSET,
      staticTtfbMs: { p50: round(staticP50), p90: round(percentile(sortedStatic, 0.9)!) },
      pages: pages.map((page) => ({ page, htmlBytes: bytes.get(page), ttfbMs: samples.get(page)!.map(round) })),
      demoHomeHtmlBytes: demo,
    },
  }
}

runAlone(import.meta.url, run)
