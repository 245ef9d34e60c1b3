/**
 * Far from the data: every D1 and R2 call of the Worker waits FAR_EDGE_DELAY_MS first (150 ms unless
 * BENCH_FAR_EDGE_DELAY_MS says otherwise; bench/far-edge-worker.ts, the Worker this benchmark serves with
 * `start.sh --entry`, set by `wrangler dev --var`), as for a visitor on another continent than the database. Time to
 * first byte of four pages for a visitor from the edge cache, a visitor past it (a query the cache does not keep) and
 * a signed-in user, and of a static asset, taking turns; and the D1 statements each kind of view runs, per 1,000
 * views. A kept page rendered again behind a visitor's answer (docs/decisions/040-*) runs the uncached page's
 * statements; those are added. Run with `npm run bench:far-edge` after `npm run build`. Knobs: BENCH_ROUNDS (20 timed
 * rounds after 2 warm-up ones).
 */
import { median, runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { percentile } from './stats'
import { signInCookies } from './sign-in'
import { fetchTimed } from './timed-fetch'

const DELAY_MS = Number(process.env.BENCH_FAR_EDGE_DELAY_MS ?? 150)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const WARM_UP_ROUNDS = 2
const STATIC_ASSET = '/favicon.svg'
/** From this age a kept page is rendered again behind its answer (workers/edge-cache/visitor-pages.ts). */
const REFRESH_FROM_AGE_SECONDS = 5

type Kind = 'visitor, cached' | 'visitor, uncached' | 'signed in'
const KINDS: Kind[] = ['visitor, cached', 'visitor, uncached', 'signed in']

interface Timed {
  ttfbMs: number
  statements: number
  /** D1 round trips the view waited for one after another (bench/far-edge-bindings.ts). */
  trips: number
  refreshed: boolean
}

/** A view timed, with the statements it ran, whether it set off a render behind it, and the cookies it set. */
async function timedView(url: string, headers: Record<string, string> = {}): Promise<Timed & { cookies: string[] }> {
  const { ttfbMs, headers: answered } = await fetchTimed(url, headers)
  return {
    ttfbMs,
    statements: Number(answered.get('X-D1-Statements') ?? 0),
    trips: Number(answered.get('X-D1-Round-Trips') ?? 0),
    refreshed: Number(answered.get('Age') ?? -1) >= REFRESH_FROM_AGE_SECONDS,
    cookies: answered.getSetCookie().map((cookie) => cookie.split(';')[0]!),
  }
}

/** A signed-in browser's cookies: the session, and the D1 bookmark each answer may renew. */
class CookieJar {
  private cookies = new Map<string, string>()
  keep(pairs: string[]) {
    for (const pair of pairs) this.cookies.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  get header() {
    return [...this.cookies.values()].join('; ')
  }
}

/** A tenth of a millisecond: a cached page and the asset take a few milliseconds, and their ratio is the goal. */
const round = (ms: number) => Math.round(ms * 10) / 10
/** A cached visitor page within this many times the static asset's TTFB (docs/product/performance.md). */
const CACHED_TO_STATIC_GOAL = 1.3
const p = (samples: number[], fraction: number) =>
  round(
    percentile(
      [...samples].sort((a, b) => a - b),
      fraction,
    )!,
  )
const summary = (samples: number[]) => `p50 ${p(samples, 0.5)} ms, p90 ${p(samples, 0.9)} ms`

export async function run(): Promise<BenchSection> {
  if (process.env.BENCH_URL) throw new Error('bench:far-edge starts its own server: run it without BENCH_URL')
  const server = await startBenchServer(undefined, {
    args: ['--entry', 'bench/far-edge-worker.ts', '--var', `FAR_EDGE_DELAY_MS:${DELAY_MS}`],
  })
  try {
    const [track] = (await (await fetch(`${server.baseUrl}/api/tracks/recent?limit=1`)).json()) as { id: number }[]
    const pages = ['/', '/discover', `/track/${track.id}`, '/profile/demo']
    const jar = new CookieJar()
    jar.keep(await signInCookies(server.baseUrl))
    const samples = new Map<Kind, Timed[]>(KINDS.map((kind) => [kind, []]))
    const uncachedStatements = new Map<string, number>()
    const staticSamples: number[] = []
    for (let i = 0; i < WARM_UP_ROUNDS + ROUNDS; i++) {
      for (const page of pages) {
        const cached = await timedView(server.baseUrl + page)
        const uncached = await timedView(`${server.baseUrl}${page}?far-edge=uncached`)
        const signedIn = await timedView(server.baseUrl + page, { Cookie: jar.header })
        jar.keep(signedIn.cookies)
        const asset = await timedView(server.baseUrl + STATIC_ASSET)
        uncachedStatements.set(page, uncached.statements)
        if (i < WARM_UP_ROUNDS) continue
        samples.get('visitor, cached')!.push({
          ...cached,
          statements: cached.statements + (cached.refreshed ? uncached.statements : 0),
        })
        samples.get('visitor, uncached')!.push(uncached)
        samples.get('signed in')!.push(signedIn)
        staticSamples.push(asset.ttfbMs)
      }
    }
    const staticMedian = median(staticSamples)
    const rows: BenchRow[] = KINDS.map((kind) => {
      const views = samples.get(kind)!
      const perThousand = Math.round((views.reduce((sum, view) => sum + view.statements, 0) / views.length) * 1000)
      const trips = Math.max(...views.map((view) => view.trips))
      const ratio = median(views.map((view) => view.ttfbMs)) / staticMedian
      return {
        measure: `Far-edge TTFB, ${kind} (${pages.length} pages, D1 and R2 ${DELAY_MS} ms away)`,
        value: `${summary(views.map((view) => view.ttfbMs))}; ${perThousand.toLocaleString('en-US')} D1 statements per 1,000 views, at most ${trips} D1 round trips a view`,
        reference: `${STATIC_ASSET} ${summary(staticSamples)} (p50 ratio ${ratio.toFixed(2)}×)`,
        ...(kind === 'visitor, cached' && {
          target: `p50 ≤ ${CACHED_TO_STATIC_GOAL}× the static asset's`,
          pass: ratio <= CACHED_TO_STATIC_GOAL,
        }),
      }
    })
    rows.push({
      measure: `Far-edge TTFB, static asset (D1 and R2 ${DELAY_MS} ms away)`,
      value: summary(staticSamples),
    })
    return {
      section: 'Far from the data: TTFB and D1 statements',
      rows,
      details: {
        delayMs: DELAY_MS,
        rounds: ROUNDS,
        pages,
        median: Object.fromEntries(KINDS.map((kind) => [kind, median(samples.get(kind)!.map((view) => view.ttfbMs))])),
        roundTrips: Object.fromEntries(
          pages.map((page, index) => [page, samples.get('signed in')![index]?.trips ?? null]),
        ),
        uncachedStatements: Object.fromEntries(uncachedStatements),
      },
    }
  } finally {
    server.stop()
  }
}

runAlone(import.meta.url, run)
