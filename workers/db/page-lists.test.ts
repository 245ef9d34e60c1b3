import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getDb, type Db } from './client'
import { listRecommendedCreators } from './creators'
import { listFeaturedStreams } from './streams'

/** The query plans of the statements a list function runs (every list walks an index in its order). */
async function plansOf(list: (db: Db) => Promise<unknown>): Promise<string[]> {
  const statements: { sql: string; params: unknown[] }[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = { sql, params: [] as unknown[] }
          statements.push(statement)
          const prepared = target.prepare(sql)
          const bind = prepared.bind.bind(prepared)
          prepared.bind = (...params: unknown[]) => ((statement.params = params), bind(...params))
          return prepared
        }
      }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  await list(getDb(DB))
  return Promise.all(
    statements.map(async ({ sql, params }) => {
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
      return results.map((row) => row.detail).join('\n')
    }),
  )
}

describe("the home and discover pages' lists", () => {
  it('featured streams: one query that walks the live streams in their order, with no sort', async () => {
    const plans = await plansOf((db) => listFeaturedStreams(db, 20))
    expect(plans).toHaveLength(1)
    expect(plans[0]).toContain('streams_live_idx')
    expect(plans[0]).not.toContain('TEMP B-TREE')
  })

  it("recommended creators: one query in the index's order, each creator's live stream found by lookup", async () => {
    const plans = await plansOf((db) => listRecommendedCreators(db, 12))
    expect(plans).toHaveLength(1)
    expect(plans[0]).toContain('SCAN users USING INDEX users_recommended_idx')
    expect(plans[0]).toContain('streams_user_live_idx (user_id=? AND is_live=?)')
    expect(plans[0]).not.toContain('TEMP B-TREE')
  })
})
