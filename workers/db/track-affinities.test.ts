import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getDb } from './client'
import { countDueBatch, markChosenTracksOfActiveListenersDue } from './track-affinities'

const db = getDb(env.DB)

describe('counting what listeners also chose', () => {
  it('finds active listeners by time and their choices by listener, never by scanning plays or likes', async () => {
    for (const statement of [markChosenTracksOfActiveListenersDue(db), ...countDueBatch(db)]) {
      const { sql, params } = statement.toSQL()
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
      const plan = results.map((step) => step.detail).join('\n')
      expect(plan).not.toMatch(/SCAN (play_events|likes|plays|liked)\b/)
      expect(plan).not.toMatch(/(plays|liked) USING (COVERING )?INDEX \w+ \((track_id|content_type)=\?\)/)
    }
  })
})
