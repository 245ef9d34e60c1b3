/**
 * Writes docs/decisions/README.md, the index of the decision records with each one's status, from their titles and
 * status lines; `--check` fails when the index is not what the records say (npm test runs it so).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const folder = path.resolve(import.meta.dirname, '../docs/decisions')
const indexFile = path.join(folder, 'README.md')

function row(file: string): string {
  const text = readFileSync(path.join(folder, file), 'utf8')
  const title = /^# (\d+):? (.+)$/m.exec(text)
  if (!title) throw new Error(`${file} has no '# NNN Title' line`)
  const status = /Status: ([^\n]+(?:\n(?!\n)[^\n]+)*)/.exec(text)?.[1].replace(/\s+/g, ' ').trim()
  if (!status) throw new Error(`${file} has no 'Status:' line`)
  return `| ${title[1]} | [${title[2].replaceAll('|', '\\|')}](${file}) | ${status.replaceAll('|', '\\|')} |`
}

const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
const index = [
  '# Decisions',
  '',
  'Each record says what was decided, why, and what it costs. A record overtaken by a later one says so in its status,',
  'at its top. This index is written by `node --import tsx scripts/decisions-index.ts` from the records themselves.',
  '',
  '| # | Decision | Status |',
  '|---|---|---|',
  ...records.map(row),
  '',
].join('\n')

if (process.argv.includes('--check')) {
  if (readFileSync(indexFile, 'utf8') !== index) {
    console.error('docs/decisions/README.md is out of date: run node --import tsx scripts/decisions-index.ts')
    process.exit(1)
  }
} else writeFileSync(indexFile, index)
