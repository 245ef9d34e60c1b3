import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PlayResult } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { getDb } from './client'
import { importPlays, type PastPlay } from './plays'

const HOUR_MS = 60 * 60 * 1000

const pastPlays = (trackId: number, count: number): PastPlay[] =>
  Array.from({ length: count }, (_, index) => ({
    trackId,
    listener: { key: `a:past-${index}`, userId: null },
    playedAt: new Date(Date.now() - (index + 1) * HOUR_MS),
  }))

const playRows = async (trackId: number) =>
  (await env.DB.prepare('select count(*) as count from play_events where track_id = ?')
    .bind(trackId)
    .first<{ count: number }>())!.count

describe('importPlays', () => {
  it('writes the rows, more than one statement holds, and sets each playCount to its rows', async () => {
    const { client, user } = await signedInClient()
    const first = await createTrack(client, user.id)
    const second = await createTrack(client, user.id)
    await importPlays(getDb(env.DB), [...pastPlays(first.id, 60), ...pastPlays(second.id, 3)])

    expect(await playRows(first.id)).toBe(60)
    const tracks = await Promise.all(
      [first, second].map(
        async ({ id }) =>
          (await (await client.get(`/api/tracks/${id}`)).json()) as {
            playCount: number
          },
      ),
    )
    expect(tracks.map((track) => track.playCount)).toEqual([60, 3])
  })

  it('leaves a later play counting one more, not resetting the count', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    await importPlays(getDb(env.DB), pastPlays(track.id, 40))

    const played = (await (await new TestClient().post(`/api/tracks/${track.id}/play`)).json()) as PlayResult
    expect(played).toEqual({ counted: true, playCount: 41 })
  })

  it('does nothing for no plays', async () => {
    await expect(importPlays(getDb(env.DB), [])).resolves.toBeUndefined()
  })
})
