import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import worker from '../app'
import { HOURLY_CRON } from '../maintenance'

const genre = () => `Genre${crypto.randomUUID().slice(0, 8)}`
const titles = (tracks: ListedTrack[]) => tracks.map((track) => track.title)

async function related(client: TestClient, trackId: number, query = '') {
  const response = await client.get(`/api/tracks/${trackId}/related${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListedTrack[]
}

/** The hourly upkeep, which counts what listeners also chose. */
async function runHourlyUpkeep() {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron: HOURLY_CRON }), env, ctx)
  await waitOnExecutionContext(ctx)
}

describe('GET /api/tracks/{id}/related', () => {
  it("lists the creator's tracks, then the genre's, then what its listeners also played, never itself", async () => {
    const shared = genre()
    const creator = await signedInClient()
    const other = await signedInClient()
    const seed = await createTrack(creator.client, creator.user.id, { title: 'Seed', genre: shared })
    await createTrack(creator.client, creator.user.id, { title: 'Same creator' })
    await createTrack(other.client, other.user.id, { title: 'Same genre', genre: shared })
    const alsoPlayed = await createTrack(other.client, other.user.id, { title: 'Also played' })
    await createTrack(other.client, other.user.id, { title: 'Unrelated' })
    const fan = await signedInClient()
    await fan.client.post(`/api/tracks/${seed.id}/play`)
    await fan.client.post(`/api/tracks/${alsoPlayed.id}/play`)
    await runHourlyUpkeep()

    const list = await related(new TestClient(), seed.id)
    expect(titles(list)).toEqual(['Same creator', 'Same genre', 'Also played'])
    expect(list[0]).not.toHaveProperty('waveform')
    expect(list[0].user.id).toBe(creator.user.id)
    expect(titles(await related(new TestClient(), seed.id, '?limit=2'))).toEqual(['Same creator', 'Same genre'])
  })

  it("counts likes among what listeners also chose, and leaves out the signed-in listener's recent plays", async () => {
    const creator = await signedInClient()
    const seed = await createTrack(creator.client, creator.user.id, { title: 'Seed' })
    const other = await signedInClient()
    const likedByFan = await createTrack(other.client, other.user.id, { title: 'Liked by a fan' })
    const fan = await signedInClient()
    await fan.client.post('/api/likes', { contentType: 'track', contentId: seed.id })
    await fan.client.post('/api/likes', { contentType: 'track', contentId: likedByFan.id })
    await createTrack(creator.client, creator.user.id, { title: 'Newer by the creator' })
    await runHourlyUpkeep()

    expect(titles(await related(new TestClient(), seed.id))).toEqual(['Newer by the creator', 'Liked by a fan'])
    const listener = await signedInClient()
    await listener.client.post(`/api/tracks/${likedByFan.id}/play`)
    expect(titles(await related(listener.client, seed.id))).toEqual(['Newer by the creator'])
  })

  it('learns what listeners also chose from the hourly upkeep, not from the request, and keeps it up to date', async () => {
    const creator = await signedInClient()
    const seed = await createTrack(creator.client, creator.user.id, { title: 'Seed' })
    const other = await signedInClient()
    const first = await createTrack(other.client, other.user.id, { title: 'First choice' })
    const second = await createTrack(other.client, other.user.id, { title: 'Second choice' })
    const fan = await signedInClient()
    await fan.client.post(`/api/tracks/${seed.id}/play`)
    await fan.client.post(`/api/tracks/${first.id}/play`)
    expect(titles(await related(new TestClient(), seed.id))).toEqual([])

    await runHourlyUpkeep()
    expect(titles(await related(new TestClient(), seed.id))).toEqual(['First choice'])

    // The fan's later plays count on the next upkeep, for the track they played before too.
    await fan.client.post(`/api/tracks/${second.id}/play`)
    await fan.client.post(`/api/tracks/${second.id}/play`)
    expect(titles(await related(new TestClient(), seed.id))).toEqual(['First choice'])
    await runHourlyUpkeep()
    expect(titles(await related(new TestClient(), seed.id))).toEqual(['Second choice', 'First choice'])
    expect(titles(await related(new TestClient(), first.id))).toEqual(['Second choice', 'Seed'])

    const deleted = await other.client.delete(`/api/tracks/${second.id}`)
    expect(deleted.status).toBeLessThan(300)
    expect(titles(await related(new TestClient(), seed.id))).toEqual(['First choice'])
  })

  it('answers 404 for an unknown track and 400 for a bad limit', async () => {
    const missing = await new TestClient().get('/api/tracks/999999999/related')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Track not found' })
    const creator = await signedInClient()
    const seed = await createTrack(creator.client, creator.user.id)
    expect((await new TestClient().get(`/api/tracks/${seed.id}/related?limit=0`)).status).toBe(400)
    expect((await new TestClient().get(`/api/tracks/${seed.id}/related?limit=abc`)).status).toBe(400)
  })
})
