import { describe, expect, it } from 'vitest'
import { renderTable, TABLE_END, TABLE_START, updateTable, type SectionRun } from './report-table'

const HEADER = [
  '| Measure | Command | Figure | Reference (ratio) | Target | Met | Date |',
  '|---|---|---|---|---|---|---|',
]
const ROOM_ROW = '| Chat | `npm run bench:room` | p99 70 ms | Node 30 ms (ratio 2.3×) | ≤ 80 ms | yes | 2026-11-25 |'
const LISTS_ROW = '| search at 100,000 | `npm run bench:lists` | p50 6.4 ms | | ≤ 10 ms | yes | 2026-11-24 |'

const doc = (rows: string[]) =>
  ['# Benchmarks', '', 'Prose.', '', TABLE_START, ...HEADER, ...rows, TABLE_END, '', 'How to read.', ''].join('\n')

const listsRun: SectionRun = {
  command: 'npm run bench:lists',
  date: '2026-11-28',
  section: {
    section: 'Search and track lists at scale',
    rows: [
      { measure: 'search at 1,000', value: 'p50 5.1 ms', reference: 'static 3.0 ms (ratio 1.7×)' },
      { measure: 'search at 100,000', value: 'p50 12.0 ms', target: '≤ 10 ms', pass: false },
    ],
  },
}

describe('the benchmarks table', () => {
  it('replaces the rows of a benchmark that ran, in place, and keeps the other rows and the prose', () => {
    expect(updateTable(doc([LISTS_ROW, ROOM_ROW]), [listsRun])).toBe(
      doc([
        '| search at 1,000 | `npm run bench:lists` | p50 5.1 ms | static 3.0 ms (ratio 1.7×) |  |  | 2026-11-28 |',
        '| search at 100,000 | `npm run bench:lists` | p50 12.0 ms |  | ≤ 10 ms | NO | 2026-11-28 |',
        ROOM_ROW,
      ]),
    )
  })

  it('adds a benchmark the table did not have at its end', () => {
    const firstPlay: SectionRun = {
      command: 'npm run bench:first-play',
      date: '2026-11-28',
      section: {
        section: 'First play',
        rows: [{ measure: 'Click Play', value: 'median 210 ms', target: '≤ 300 ms', pass: true }],
      },
    }
    expect(updateTable(doc([ROOM_ROW]), [firstPlay])).toBe(
      doc([ROOM_ROW, '| Click Play | `npm run bench:first-play` | median 210 ms |  | ≤ 300 ms | yes | 2026-11-28 |']),
    )
  })

  it('escapes a pipe in a figure and still finds that row’s benchmark on the next run', () => {
    const piped: SectionRun = {
      command: 'npm run bench:shards',
      date: '2026-11-27',
      section: { section: 'Shards', rows: [{ measure: 'sends | message', value: '5 | 6' }] },
    }
    const once = updateTable(doc([]), [piped])
    expect(once).toBe(doc(['| sends \\| message | `npm run bench:shards` | 5 \\| 6 |  |  |  | 2026-11-27 |']))
    const again = updateTable(once, [{ ...piped, date: '2026-11-28' }])
    expect(again).toBe(doc(['| sends \\| message | `npm run bench:shards` | 5 \\| 6 |  |  |  | 2026-11-28 |']))
  })

  it('prints the header and only the rows of this run', () => {
    expect(renderTable([listsRun]).split('\n')).toEqual([
      ...HEADER,
      '| search at 1,000 | `npm run bench:lists` | p50 5.1 ms | static 3.0 ms (ratio 1.7×) |  |  | 2026-11-28 |',
      '| search at 100,000 | `npm run bench:lists` | p50 12.0 ms |  | ≤ 10 ms | NO | 2026-11-28 |',
    ])
  })

  it('refuses a document without its markers rather than losing the figures', () => {
    expect(() => updateTable('# Benchmarks\n', [listsRun])).toThrow(TABLE_START)
  })
})
