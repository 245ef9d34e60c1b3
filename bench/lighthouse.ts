/**
 * Lighthouse 12 (default mobile config) on the audited pages, against `wrangler dev` on the last build with
 * fresh seeded state, in Debian's Chromium. Each page runs LIGHTHOUSE_RUNS times (3); the row is the median of each
 * category's score, and for a category below its target, the audits that held it back.
 * Run with `npm run bench:lighthouse` after `npm run build`. Knobs: LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES (comma-separated
 * paths, e.g. `/,/discover`), CHROME_PATH (/usr/bin/chromium), BENCH_URL (an already running server).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median, runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, seo: 100 }

interface PageRun {
  scores: Record<Category, number>
  /** Per category, the weighted audits that scored below full marks (performance: below 0.9, its "good" line). */
  failing: Record<Category, string[]>
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number }
}

/** The audited pages (docs/product/performance.md#pages); the track and stream are the first the seeded API lists. */
async function pagesToAudit(baseUrl: string): Promise<string[]> {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',')
  const firstId = async (path: string) => {
    const [first] = (await (await fetch(`${baseUrl}${path}`)).json()) as { id: number }[]
    if (!first) throw new Error(`${path} listed nothing: is the demo data seeded?`)
    return first.id
  }
  const [trackId, streamId] = await Promise.all([firstId('/api/tracks?limit=1'), firstId('/api/streams?limit=1')])
  return ['/', '/discover', '/streams', '/tracks', '/profile/demo', `/track/${trackId}`, `/stream/${streamId}`]
}

async function audit(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const scores = {} as PageRun['scores']
  const failing = {} as PageRun['failing']
  for (const category of CATEGORIES) {
    const { score, auditRefs } = lhr.categories[category]
    scores[category] = Math.round((score ?? 0) * 100)
    const passLine = category === 'performance' ? 0.9 : 1
    failing[category] = auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < passLine)
      .map((entry) => entry.id)
  }
  const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000
  return {
    scores,
    failing,
    metrics: {
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
    },
  }
}

function pageRow(path: string, runs: PageRun[]): BenchRow {
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((r) => r.scores[category]))]),
  ) as Record<Category, number>
  const below = CATEGORIES.filter((category) => medians[category] < TARGETS[category])
  const failingAudits = below.map((category) => {
    const ids = [...new Set(runs.flatMap((r) => r.failing[category]))]
    return `${category}: ${ids.join(', ') || '(none weighted)'}`
  })
  return {
    measure: `Lighthouse mobile ${path} (performance / accessibility / SEO, median of ${runs.length})`,
    value: `${medians.performance} / ${medians.accessibility} / ${medians.seo}${failingAudits.length ? ` — ${failingAudits.join('; ')}` : ''}`,
    target: `≥ ${TARGETS.performance} / ${TARGETS.accessibility} / ${TARGETS.seo}`,
    pass: below.length === 0,
  }
}

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer()
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    const pages = await pagesToAudit(server.baseUrl)
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      logLevel: 'error',
    })
    const details: Record<string, PageRun[]> = {}
    // Pages take turns, so a burst of load on the shared machine spreads over pages instead of sinking one.
    for (let round = 0; round < RUNS; round++) {
      for (const path of pages) (details[path] ??= []).push(await audit(`${server.baseUrl}${path}`, chrome.port))
    }
    return { section: 'Lighthouse', rows: pages.map((path) => pageRow(path, details[path])), details }
  } finally {
    chrome?.kill()
    server.stop()
  }
}

runAlone(import.meta.url, run)
