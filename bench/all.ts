/**
 * `npm run bench`: every benchmark section in turn (each starts its own `wrangler dev` on the last build), then one
 * JSON report and one table. BENCH_ONLY=room,notifications runs some sections; BENCH_JSON=path writes the report.
 */
import { writeFile } from 'node:fs/promises'
import type { BenchSection } from './report'

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
}

function table(sections: BenchSection[]): string {
  const cell = (text: string | undefined) => (text ?? '').replaceAll('|', '\\|')
  const lines = ['| Section | Measure | Value | Target | Reference | Pass |', '|---|---|---|---|---|---|']
  for (const { section, rows } of sections) {
    for (const row of rows) {
      const pass = row.pass === undefined ? '' : row.pass ? 'yes' : 'NO'
      lines.push(`| ${section} | ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.target)} | ${cell(row.reference)} | ${pass} |`)
    }
  }
  return lines.join('\n')
}

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const names = Object.keys(SECTIONS).filter((name) => !only || only.includes(name))
const sections: BenchSection[] = []
const started = new Date().toISOString()
for (const name of names) {
  console.error(`bench: ${name}…`)
  sections.push(await (await SECTIONS[name]()).run())
}
const report = { started, finished: new Date().toISOString(), sections }
console.log(JSON.stringify(report, null, 2))
console.log(`\n${table(sections)}`)
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(report, null, 2))
