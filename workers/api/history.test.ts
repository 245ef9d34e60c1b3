import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { DailyPlays, HistoryEntry } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'

const DAY_MS = 24 * 60 * 60 * 1000

describe('GET /api/history', () => {
  it("lists the user's own plays newest first, each with its track", async () => {
    const creator = await signedInClient()
    const tracks = []
    for (const title of ['First', 'Second', 'Third'])
      tracks.push(await createTrack(creator.client, creator.user.id, { title }))
    const { client } = await signedInClient()
    for (const track of tracks) await client.post(`/api/tracks/${track.id}/play`)
    await new TestClient().post(`/api/tracks/${tracks[0].id}/play`)

    const response = await client.get('/api/history')
    expect(response.status).toBe(200)
    const history = (await response.json()) as HistoryEntry[]
    expect(history.map((entry) => entry.track.title)).toEqual(['Third', 'Second', 'First'])
    expect(history[0].track.user).toEqual({
      id: creator.user.id,
      username: creator.user.username,
      displayName: creator.user.displayName,
      profileImageUrl: null,
    })
    expect(Number.isNaN(Date.parse(history[0].playedAt))).toBe(false)

    const limited = (await (await client.get('/api/history?limit=2')).json()) as HistoryEntry[]
    expect(limited.map((entry) => entry.track.title)).toEqual(['Third', 'Second'])
  })

  it('answers 401 to a visitor and 400 for a limit over 100', async () => {
    expect((await new TestClient().get('/api/history')).status).toBe(401)
    const { client } = await signedInClient()
    expect((await client.get('/api/history?limit=101')).status).toBe(400)
  })
})

describe('GET /api/analytics/plays', () => {
  const addPlays = async (trackId: number, daysAgo: number, plays: number) => {
    for (let i = 0; i < plays; i++) {
      await env.DB.prepare('insert into play_events (track_id, listener_key, played_at) values (?, ?, ?)')
        .bind(trackId, `a:test-${crypto.randomUUID()}`, Date.now() - daysAgo * DAY_MS)
        .run()
    }
  }

  it('counts plays of my tracks per day, oldest first, with empty days as 0', async () => {
    const { client, user } = await signedInClient()
    const mine = await createTrack(client, user.id)
    const stranger = await signedInClient()
    const theirs = await createTrack(stranger.client, stranger.user.id)
    await addPlays(mine.id, 0, 1)
    await addPlays(mine.id, 2, 2)
    await addPlays(mine.id, 10, 5)
    await addPlays(theirs.id, 0, 4)

    const response = await client.get('/api/analytics/plays?days=7')
    expect(response.status).toBe(200)
    const days = (await response.json()) as DailyPlays[]
    const dayBefore = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10)
    expect(days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayBefore))
    expect(days.map((day) => day.plays)).toEqual([0, 0, 0, 0, 2, 0, 1])
  })

  it('covers 30 days by default and refuses 0 or more than 90', async () => {
    const { client } = await signedInClient()
    const days = (await (await client.get('/api/analytics/plays')).json()) as DailyPlays[]
    expect(days).toHaveLength(30)
    expect(days.every((day) => day.plays === 0)).toBe(true)
    expect((await client.get('/api/analytics/plays?days=0')).status).toBe(400)
    expect((await client.get('/api/analytics/plays?days=91')).status).toBe(400)
  })

  it('answers 401 to a visitor', async () => {
    expect((await new TestClient().get('/api/analytics/plays')).status).toBe(401)
  })
})
