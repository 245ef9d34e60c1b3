import type { BenchSection } from './report'

/** One section's figures as `npm run bench` ran them: the command that runs it alone and the day it ran. */
export interface SectionRun {
  command: string
  /** YYYY-MM-DD */
  date: string
  section: BenchSection
}

/** docs/benchmarks.md keeps its table between these, so the prose around it stays as written. */
export const TABLE_START = '<!-- bench:table:start -->'
export const TABLE_END = '<!-- bench:table:end -->'

const HEADER = [
  '| Measure | Command | Figure | Reference (ratio) | Target | Met | Date |',
  '|---|---|---|---|---|---|---|',
]

const cell = (text: string | undefined) => (text ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ')

function rowLines({ command, date, section }: SectionRun): string[] {
  return section.rows.map((row) => {
    const met = row.pass === undefined ? '' : row.pass ? 'yes' : 'NO'
    const cells = [row.measure, `\`${command}\``, row.value, row.reference, row.target, met, date]
    return `| ${cells.map(cell).join(' | ')} |`
  })
}

/** The command in a row's second cell; the first cell may hold escaped pipes. */
const commandOf = (line: string) => /^\|(?:[^|\\]|\\.)*\|\s*`([^`]+)`/.exec(line)?.[1]

/** The table of these runs alone, as `npm run bench` prints it. */
export function renderTable(runs: SectionRun[]): string {
  return [...HEADER, ...runs.flatMap(rowLines)].join('\n')
}

/**
 * The document with its table brought up to date: each command that ran has its rows replaced by this run's, where
 * its old rows stood (at the end for a command new to the table); every other command's rows stay as they were.
 */
export function updateTable(doc: string, runs: SectionRun[]): string {
  const start = doc.indexOf(TABLE_START)
  const end = doc.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`the benchmarks document has no ${TABLE_START} … ${TABLE_END} block`)
  const fresh = new Map(runs.map((run) => [run.command, rowLines(run)]))
  const lines: string[] = []
  for (const line of doc.slice(start, end).split('\n')) {
    const command = commandOf(line)
    if (command === undefined) continue
    const rows = fresh.get(command)
    if (!rows) lines.push(line)
    else {
      lines.push(...rows)
      fresh.set(command, [])
    }
  }
  for (const rows of fresh.values()) lines.push(...rows)
  return `${doc.slice(0, start)}${TABLE_START}\n${[...HEADER, ...lines].join('\n')}\n${doc.slice(end)}`
}
