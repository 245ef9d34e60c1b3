import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { getDb } from './client'
import { countLastWeek, moveWeeklyWindow, WEEK_MS } from './weekly-counts'

const db = getDb(env.DB)

const first = async <Row>(sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<Row>())!

async function addPlay(trackId: number, playedAt: number) {
  const { meta } = await env.DB.prepare('insert into play_events (track_id, listener_key, played_at) values (?, ?, ?)')
    .bind(trackId, `a:${crypto.randomUUID()}`, playedAt)
    .run()
  return meta.last_row_id
}

/** The counters beside what the rows say about the 7 days before `now`. */
async function countsOf(trackId: number, now: number) {
  const since = now - WEEK_MS
  return first<{ weekPlays: number; weekLikes: number; plays: number; likes: number }>(
    `select week_plays weekPlays, week_likes weekLikes,
       (select count(*) from play_events where track_id = tracks.id and played_at > ?) plays,
       (select count(*) from likes where content_type = 'track' and content_id = tracks.id and created_at > ?) likes
     from tracks where id = ?`,
    since,
    since,
    trackId,
  )
}

describe('weekly counters (trending and Weekly Top Picks)', () => {
  it("equal each track's plays and likes of the last 7 days as the window moves and rows come and go", async () => {
    const { client, user } = await signedInClient()
    const fan = await signedInClient()
    const track = await createTrack(client, user.id)
    const other = await createTrack(client, user.id)
    const now = Date.now()
    await addPlay(track.id, now - WEEK_MS - 60_000)
    const passingSoon = await addPlay(track.id, now - WEEK_MS + 30_000)
    const recent = await addPlay(track.id, now - 60 * 60 * 1000)
    await addPlay(other.id, now - WEEK_MS + 90_000)
    await env.DB.prepare("insert into likes (user_id, content_id, content_type, created_at) values (?, ?, 'track', ?)")
      .bind(user.id, track.id, now - WEEK_MS + 30_000)
      .run()
    await fan.client.post('/api/likes', { contentId: track.id, contentType: 'track' })

    await countLastWeek(db, now)
    expect(await countsOf(track.id, now)).toEqual({ weekPlays: 2, weekLikes: 2, plays: 2, likes: 2 })
    expect(await countsOf(other.id, now)).toMatchObject({ weekPlays: 1, plays: 1 })

    // A minute later the play and the like of 7 days and 30 s ago have passed out of the window; the other's has not.
    const later = now + 60_000
    await countLastWeek(db, later)
    expect(await countsOf(track.id, later)).toEqual({ weekPlays: 1, weekLikes: 1, plays: 1, likes: 1 })
    expect(await countsOf(other.id, later)).toMatchObject({ weekPlays: 1, plays: 1 })

    // Rows that change after the window moved: a passed one changes nothing, one inside it counts at once.
    await env.DB.prepare('delete from play_events where id = ?').bind(passingSoon).run()
    await env.DB.prepare('update play_events set played_at = ? where id = ?')
      .bind(later - WEEK_MS - 1000, recent)
      .run()
    await addPlay(track.id, later)
    await fan.client.delete('/api/likes', { contentId: track.id, contentType: 'track' })
    expect(await countsOf(track.id, later)).toEqual({ weekPlays: 1, weekLikes: 0, plays: 1, likes: 0 })
  })

  it('finds the rows the window passes by their time, never by scanning plays or likes', async () => {
    for (const statement of moveWeeklyWindow(db, new Date())) {
      const { sql, params } = statement.toSQL()
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
      const plan = results.map((step) => step.detail).join('\n')
      expect(plan).not.toMatch(/SCAN (play_events|likes)\b/)
      expect(plan).not.toMatch(/(play_events|likes) USING (COVERING )?INDEX \w+ \((track_id|content_type)=\?\)/)
    }
  })
})
