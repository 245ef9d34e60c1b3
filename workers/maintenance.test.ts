import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../tests/support/api'
import { createTrack } from '../tests/support/content'
import worker from './app'
import { WEEK_MS } from './db/weekly-counts'
import { HOURLY_CRON } from './maintenance'

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n

describe('hourly upkeep', () => {
  it('deletes expired sessions and long-ended rate-limit windows, and keeps live ones', async () => {
    const { user } = await signedInClient()
    await env.DB.prepare('insert into sessions (token_hash, user_id, expires_at) values (?, ?, ?)')
      .bind(`expired-${user.id}`, user.id, Date.now() - 1000)
      .run()
    await env.DB.prepare('insert into rate_limits (key, window_started_at, count) values (?, ?, 3), (?, ?, 1)')
      .bind(`old-${user.id}`, Date.now() - 2 * 60 * 60 * 1000, `new-${user.id}`, Date.now())
      .run()

    const ctx = createExecutionContext()
    await worker.scheduled!(createScheduledController({ cron: HOURLY_CRON }), env, ctx)
    await waitOnExecutionContext(ctx)

    expect(
      await count('select count(*) n from sessions where user_id = ? and expires_at <= ?', user.id, Date.now()),
    ).toBe(0)
    expect(await count('select count(*) n from sessions where user_id = ?', user.id)).toBe(1)
    expect(
      await count('select count(*) n from rate_limits where key in (?, ?)', `old-${user.id}`, `new-${user.id}`),
    ).toBe(1)
  })

  it("takes the plays that turned 7 days old off the tracks' weekly counters", async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    await env.DB.prepare(
      "insert into play_events (track_id, listener_key, played_at) values (?, 'a:old', ?), (?, 'a:new', ?)",
    )
      .bind(track.id, Date.now() - WEEK_MS + 100, track.id, Date.now())
      .run()
    expect(await count('select week_plays n from tracks where id = ?', track.id)).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 200))

    const ctx = createExecutionContext()
    await worker.scheduled!(createScheduledController({ cron: HOURLY_CRON }), env, ctx)
    await waitOnExecutionContext(ctx)

    expect(await count('select week_plays n from tracks where id = ?', track.id)).toBe(1)
  })
})
