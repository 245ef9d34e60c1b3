import { pathToFileURL } from 'node:url'

/**
 * The shape every benchmark section reports in, so `npm run bench` can print one JSON report and one table.
 * A section module exports `run(): Promise<BenchSection>` and, run on its own, prints its section as JSON.
 */
export interface BenchRow {
  /** What was measured, e.g. "First-load JS of / (gzip)". */
  measure: string
  /** The figure with its unit, e.g. "118 KB" or "p50 12 ms, p99 61 ms". */
  value: string
  /** The target in words (docs/product/performance.md), e.g. "≤ 120 KB", when there is one. */
  target?: string
  /** The reference measured in the same run, e.g. "static asset 5 ms (ratio 2.4×)". */
  reference?: string
  /** Whether the value meets the target; absent when there is no target. */
  pass?: boolean
}

export interface BenchSection {
  section: string
  rows: BenchRow[]
  /** The raw figures behind the rows, for the JSON report. */
  details?: unknown
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Runs a section when its module is the one node was started with (`node --import tsx bench/<file>.ts`): prints its
 * JSON and fails the process if it throws. Imported by `bench/all.ts`, it does nothing.
 */
export function runAlone(moduleUrl: string, run: () => Promise<BenchSection>) {
  if (moduleUrl !== pathToFileURL(process.argv[1]).href) return
  run().then(
    (section) => console.log(JSON.stringify(section, null, 2)),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
