/**
 * `npm run bench`: every benchmark section in turn (each starts its own `wrangler dev` on the last build), then one
 * JSON report and one table. Each section's rows replace its old ones in docs/benchmarks.md as it ends.
 * BENCH_ONLY=room,notifications runs some sections; BENCH_JSON=path writes the report.
 */
import { readFile, writeFile } from 'node:fs/promises'
import type { BenchSection } from './report'
import { renderTable, updateTable, type SectionRun } from './report-table'

/** Keyed by the name of each section's own script, `npm run bench:<name>`. */
const SECTIONS: Record<string, () => Promise<{ run(): Promise<BenchSection> }>> = {
  room: () => import('./room'),
  notifications: () => import('./notifications'),
  lists: () => import('./lists'),
  ttfb: () => import('./ttfb'),
  lighthouse: () => import('./lighthouse'),
  'video-glass': () => import('./video-glass'),
  'page-weight': () => import('./page-weight'),
  shards: () => import('./shards'),
  'first-play': () => import('./first-play'),
  'queue-gap': () => import('./queue-gap'),
  'live-join': () => import('./live-join'),
  'far-edge': () => import('./far-edge'),
  loudness: () => import('./loudness'),
  rendition: () => import('./rendition'),
}
const FIGURES = new URL('../docs/benchmarks.md', import.meta.url)

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const names = Object.keys(SECTIONS).filter((name) => !only || only.includes(name))
const runs: SectionRun[] = []
const started = new Date().toISOString()
for (const name of names) {
  console.error(`bench: ${name}…`)
  const section = await (await SECTIONS[name]()).run()
  const run = { command: `npm run bench:${name}`, date: new Date().toISOString().slice(0, 10), section }
  runs.push(run)
  // Written as each section ends, so a later section's failure keeps what this one measured.
  await writeFile(FIGURES, updateTable(await readFile(FIGURES, 'utf8'), [run]))
}
const report = { started, finished: new Date().toISOString(), sections: runs.map((run) => run.section) }
console.log(JSON.stringify(report, null, 2))
console.log(`\n${renderTable(runs)}`)
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(report, null, 2))
