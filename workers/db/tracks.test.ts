import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getDb } from './client'
import { trackListQuery, type TrackListOptions } from './tracks'

const db = getDb(env.DB)

/** SQLite's plan for the query, one line per step. */
async function planOf(options: TrackListOptions) {
  const { sql, params } = trackListQuery(db, options).toSQL()
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>()
  return results.map((step) => step.detail)
}

const page = { limit: 24, offset: 0 }

describe('track lists at scale', () => {
  it.each<[string, TrackListOptions]>([
    ['recent', { sort: 'recent', ...page }],
    ['popular', { sort: 'popular', ...page }],
    ['trending', { sort: 'trending', ...page }],
    ['weekly top picks', { sort: 'weeklyPlays', ...page }],
    ['a genre, recent', { sort: 'recent', genre: 'Jazz', ...page }],
    ['a genre, popular', { sort: 'popular', genre: 'Jazz', ...page }],
    ['a genre, trending', { sort: 'trending', genre: 'Jazz', ...page }],
    ['uploads, recent', { sort: 'recent', recordingsOf: 'none', ...page }],
    ['uploads, popular', { sort: 'popular', recordingsOf: 'none', ...page }],
    ['uploads, trending', { sort: 'trending', recordingsOf: 'none', ...page }],
    ['uploads of a genre, recent', { sort: 'recent', genre: 'Jazz', recordingsOf: 'none', ...page }],
    ['uploads of a genre, popular', { sort: 'popular', genre: 'Jazz', recordingsOf: 'none', ...page }],
    ['uploads of a genre, trending', { sort: 'trending', genre: 'Jazz', recordingsOf: 'none', ...page }],
    ['recordings', { sort: 'recent', recordingsOf: 'any', ...page }],
    ["a stream's recording", { sort: 'recent', recordingsOf: 7, ...page }],
  ])('reads the page of %s in index order, sorting nothing', async (_name, options) => {
    const plan = await planOf(options)
    expect(plan[0]).toMatch(/^(SCAN|SEARCH) tracks USING INDEX/)
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/)
  })
})
