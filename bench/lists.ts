/**
 * Search and track lists at scale: seeds 1,000 and then 100,000 tracks (with their artists, plays spread
 * over four weeks and likes) into a fresh state folder before `wrangler dev` starts on the last build, then times
 * each list and search call over HTTP, taking turns with a static asset of the same Worker as the reference for
 * HTTP overhead and with two calls that split an API call's overhead (the Worker alone, one D1 round trip). Run
 * with `npm run bench:lists` after `npm run build`. Knobs: BENCH_SCALES (1000,100000), BENCH_SAMPLES (100 per call).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { runAlone, type BenchRow, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { percentile } from './stats'

const SCALES = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARM_UP = 10
const SEARCH_TARGET_MS = 10
const LIST_TARGET_MS = 15
const DAY_MS = 24 * 60 * 60 * 1000

const exec = promisify(execFile)

/**
 * Title words: each is in about one title in twenty; six begin with 'a', so `a` matches most of the index. `night`
 * begins none of them and is inside `midnight`.
 */
const WORDS = [
  'amber',
  'after',
  'alone',
  'avenue',
  'aurora',
  'atlas',
  'midnight',
  'river',
  'neon',
  'velvet',
  'echo',
  'summer',
  'ghost',
  'silver',
  'ocean',
  'paper',
  'golden',
  'static',
  'hollow',
  'crystal',
]
const GENRES = [
  'Jazz',
  'Electronic',
  'Hip Hop',
  'Rock',
  'Pop',
  'Classical',
  'Ambient',
  'Soul',
  'Folk',
  'Metal',
  'Reggae',
  'Blues',
]

/** The calls the pages make (app/lib/queries), each as a page of the size the pages ask for. */
const CALLS = {
  'search: a word': '/api/search/tracks?query=midnight',
  'search: inside a word': '/api/search/tracks?query=night',
  'search: a': '/api/search/tracks?query=a',
  'list: recent (home)': '/api/tracks/recent',
  'list: recent': '/api/tracks?sort=recent&limit=24',
  'list: popular': '/api/tracks?sort=popular&limit=24',
  'list: trending': '/api/tracks?sort=trending&limit=24',
  'list: genre=Jazz': '/api/tracks?genre=jazz&limit=24',
  'list: genre=Jazz, trending': '/api/tracks?sort=trending&genre=jazz&limit=24',
  'list: weekly top picks': '/api/tracks/top-picks?limit=24',
  'list: recordings': '/api/tracks/recordings?limit=24',
} as const
type Call = keyof typeof CALLS
const STATIC_ASSET = '/favicon.svg'
/**
 * Where an API call's time goes besides its own SQL: the Worker and Hono answering without D1, and with one D1 round
 * trip of `select 1`. Timed in the same turns, with no target.
 */
const SPLITS = {
  'reference: the Worker, no D1 (/api/health-check)': '/api/health-check',
  'reference: one D1 round trip (/api/health)': '/api/health',
} as const
type Split = keyof typeof SPLITS

const values = (list: string[]) => list.map((word, index) => `(${index}, '${word}')`).join(', ')

/**
 * `tracks` tracks by `tracks / 100` artists (at least 50), uploaded over a year, one in a hundred a recording; five
 * plays per track over four weeks (popular tracks played more) and one like per track over the same weeks; counters
 * recounted from the rows. Set-based statements, so 100,000 tracks take seconds.
 */
export function seedSql(tracks: number): string {
  const artists = Math.max(50, tracks / 100)
  const plays = tracks * 5
  const now = Date.now()
  const span = (count: number, days: number) => `${now} - (i * ${Math.floor((days * DAY_MS) / count)})`
  const skewedTrack = `1 + min(abs(random()) % ${tracks}, abs(random()) % ${tracks})`
  return `
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${artists})
insert into users (username, password_hash, display_name) select 'benchartist' || i, 'unused', 'Bench Artist ' || i from n;
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${tracks}),
words(k, w) as (values ${values(WORDS)}), genres(k, g) as (values ${values(GENRES)})
insert into tracks (user_id, title, artist_name, genre, audio_url, duration, stream_id, uploaded_at)
select 1 + i % ${artists},
  (select w from words where k = i % ${WORDS.length}) || ' ' || (select w from words where k = (i * 7 + 3) % ${WORDS.length}) || ' ' || i,
  'Artist ' || (1 + i % ${artists}), (select g from genres where k = i % ${GENRES.length}),
  '/api/media/bench-' || i || '.mp3', 180, case when i % 100 = 0 then i end, ${now} - (${tracks} - i) * ${Math.floor((365 * DAY_MS) / tracks)}
from n;
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${plays})
insert into play_events (track_id, listener_key, played_at) select ${skewedTrack}, 'a:bench' || i, ${span(plays, 28)} from n;
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${tracks})
insert or ignore into likes (user_id, content_id, content_type, created_at)
select 1 + i % ${artists}, ${skewedTrack}, 'track', ${span(tracks, 28)} from n;
update tracks set play_count = (select count(*) from play_events where track_id = tracks.id),
  like_count = (select count(*) from likes where content_type = 'track' and content_id = tracks.id);
`
}

const seedTracks = (tracks: number) => async (persistTo: string) => {
  const wrangler = (...args: string[]) =>
    exec('npx', ['wrangler', 'd1', ...args, '--local', '--persist-to', persistTo], { maxBuffer: 1 << 24 })
  await wrangler('migrations', 'apply', 'DB')
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-lists-'))
  const file = path.join(dir, 'seed.sql')
  await writeFile(file, seedSql(tracks))
  try {
    await wrangler('execute', 'DB', '--file', file)
  } finally {
    await rm(dir, { recursive: true })
  }
}

async function timeOnce(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return ms
}

interface Timing {
  p50Ms: number
  p90Ms: number
}

const summary = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b)
  const round = (value: number | null) => Math.round((value ?? NaN) * 10) / 10
  return { p50Ms: round(percentile(sorted, 0.5)), p90Ms: round(percentile(sorted, 0.9)) }
}

/** Every call and the static asset in turn, SAMPLES rounds, so the machine's load falls on all of them alike. */
async function measureScale(
  tracks: number,
): Promise<{ calls: Record<Call, Timing>; splits: Record<Split, Timing>; staticAsset: Timing; setupSeconds: number }> {
  const started = performance.now()
  const server = await startBenchServer(seedTracks(tracks))
  const setupSeconds = Math.round((performance.now() - started) / 1000)
  try {
    const urls: [string, string][] = [
      [STATIC_ASSET, STATIC_ASSET],
      ...Object.entries(SPLITS),
      ...Object.entries(CALLS),
    ].map(([name, url]) => [name, `${server.baseUrl}${url}`])
    const samples = new Map<string, number[]>(urls.map(([name]) => [name, []]))
    for (let round = 0; round < WARM_UP + SAMPLES; round++) {
      for (const [name, url] of urls) {
        const ms = await timeOnce(url)
        if (round >= WARM_UP) samples.get(name)!.push(ms)
      }
    }
    const summaries = <Name extends string>(names: Record<Name, string>) =>
      Object.fromEntries(Object.keys(names).map((name) => [name, summary(samples.get(name)!)])) as Record<Name, Timing>
    return {
      calls: summaries(CALLS),
      splits: summaries(SPLITS),
      staticAsset: summary(samples.get(STATIC_ASSET)!),
      setupSeconds,
    }
  } finally {
    server.stop()
    // A 100,000-track state folder is over 100 MB: it served its run.
    if (server.persistTo) await rm(server.persistTo, { recursive: true, force: true })
  }
}

const figure = ({ p50Ms, p90Ms }: Timing) => `p50 ${p50Ms} ms, p90 ${p90Ms} ms`

export async function run(): Promise<BenchSection> {
  if (process.env.BENCH_URL)
    throw new Error('bench:lists seeds its own servers before they start: run it without BENCH_URL')
  const byScale = new Map<number, Awaited<ReturnType<typeof measureScale>>>()
  for (const tracks of SCALES) byScale.set(tracks, await measureScale(tracks))
  const smallest = byScale.get(Math.min(...SCALES))!
  const rows: BenchRow[] = []
  for (const [tracks, { calls, splits, staticAsset }] of byScale) {
    const reference = (p50Ms: number) =>
      `static asset p50 ${staticAsset.p50Ms} ms (ratio ${(p50Ms / staticAsset.p50Ms).toFixed(1)}×)`
    for (const [name, timing] of Object.entries(splits) as [Split, Timing][]) {
      rows.push({
        measure: `${name} at ${tracks.toLocaleString('en')} tracks`,
        value: figure(timing),
        reference: reference(timing.p50Ms),
      })
    }
    for (const [name, timing] of Object.entries(calls) as [Call, Timing][]) {
      const measure = `${name} at ${tracks.toLocaleString('en')} tracks`
      const atScale = tracks === Math.max(...SCALES)
      if (name.startsWith('search')) {
        const small = smallest.calls[name].p50Ms
        rows.push({
          measure,
          value: figure(timing),
          reference: `${reference(timing.p50Ms)}; ${(timing.p50Ms / small).toFixed(1)}× its figure at ${Math.min(...SCALES).toLocaleString('en')}`,
          ...(atScale && {
            target: `≤ ${SEARCH_TARGET_MS} ms and ≤ 2× ${small} ms`,
            pass: timing.p50Ms <= SEARCH_TARGET_MS && timing.p50Ms <= 2 * small,
          }),
        })
      } else {
        rows.push({
          measure,
          value: figure(timing),
          reference: reference(timing.p50Ms),
          ...(atScale && { target: `≤ ${LIST_TARGET_MS} ms`, pass: timing.p50Ms <= LIST_TARGET_MS }),
        })
      }
    }
  }
  return {
    section: 'Search and track lists at scale',
    rows,
    details: { samples: SAMPLES, scales: Object.fromEntries(byScale) },
  }
}

runAlone(import.meta.url, run)
