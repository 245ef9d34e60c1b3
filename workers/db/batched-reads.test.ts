import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { batchReads } from './batched-reads'
import { getDb } from './client'
import { listRecommendedCreators } from './creators'
import { tracks, users } from './schema'
import { listFeaturedStreams } from './streams'

/** The real D1, counting the round trips it is asked for: each batch, and each statement run on its own. */
function countedD1() {
  const trips = { batches: 0, alone: 0 }
  const countAlone = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown
        if (typeof value !== 'function') return value
        if (property === 'bind') return (...values: unknown[]) => countAlone(target.bind(...values))
        if (['all', 'raw', 'run', 'first'].includes(String(property))) trips.alone++
        return value.bind(target)
      },
    })
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => countAlone(target.prepare(query))
      if (property === 'batch') trips.batches++
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { d1, trips }
}

async function seedCreatorsAndTracks() {
  const creators = await Promise.all([signedInClient(), signedInClient()])
  for (const { client, user } of creators) {
    await createTrack(client, user.id, { title: `First by ${user.username}` })
    await createTrack(client, user.id, { title: `Second by ${user.username}` })
  }
  return creators
}

describe('reads of one moment travel to D1 together', () => {
  it('answers each of three lists issued at once from one batch, exactly as each read alone', async () => {
    await seedCreatorsAndTracks()
    const direct = getDb(env.DB)
    const expected = await Promise.all([
      listFeaturedStreams(direct, 20),
      listRecommendedCreators(direct, 12),
      direct.select().from(tracks).innerJoin(users, eq(users.id, tracks.userId)).orderBy(tracks.id).limit(3),
    ])
    const { d1, trips } = countedD1()
    const batched = getDb(batchReads(d1))
    const lists = await Promise.all([
      listFeaturedStreams(batched, 20),
      listRecommendedCreators(batched, 12),
      // A join whose two tables both have `id`, `created_at`...: each row keeps both, in their places.
      batched.select().from(tracks).innerJoin(users, eq(users.id, tracks.userId)).orderBy(tracks.id).limit(3),
    ])
    expect(lists).toEqual(expected)
    expect(lists[2].map((row) => row.tracks.userId)).toEqual(lists[2].map((row) => row.users.id))
    expect(trips).toEqual({ batches: 1, alone: 0 })
  })

  it("folds a batch of the same moment into the reads' batch, each answered its own rows", async () => {
    const [{ user }] = await seedCreatorsAndTracks()
    const direct = getDb(env.DB)
    const ownTracks = (db: typeof direct) => db.select({ title: tracks.title }).from(tracks).where(eq(tracks.userId, user.id)).orderBy(tracks.id)
    const expected = await Promise.all([listRecommendedCreators(direct, 12), direct.batch([ownTracks(direct), direct.select({ id: users.id }).from(users).where(eq(users.id, user.id))])])
    const { d1, trips } = countedD1()
    const batched = getDb(batchReads(d1))
    const answers = await Promise.all([listRecommendedCreators(batched, 12), batched.batch([ownTracks(batched), batched.select({ id: users.id }).from(users).where(eq(users.id, user.id))])])
    expect(answers).toEqual(expected)
    expect(answers[1][0]).toHaveLength(2)
    expect(trips).toEqual({ batches: 1, alone: 0 })
  })

  it('sends a read that came alone as it is, without a batch', async () => {
    const { d1, trips } = countedD1()
    const creators = await listRecommendedCreators(getDb(batchReads(d1)), 12)
    expect(creators).toEqual(await listRecommendedCreators(getDb(env.DB), 12))
    expect(trips).toEqual({ batches: 0, alone: 1 })
  })

  it('keeps the order of calls: reads queued before a write do not see it', async () => {
    const [{ user }] = await seedCreatorsAndTracks()
    const db = getDb(batchReads(env.DB))
    const titles = () => db.select({ title: tracks.title }).from(tracks).where(eq(tracks.userId, user.id)).orderBy(tracks.id)
    const [before, , after] = await Promise.all([
      titles(),
      db.update(tracks).set({ title: 'Renamed' }).where(eq(tracks.userId, user.id)),
      titles(),
    ])
    expect(before.map((row) => row.title)).toEqual([`First by ${user.username}`, `Second by ${user.username}`])
    expect(after.map((row) => row.title)).toEqual(['Renamed', 'Renamed'])
  })

  it('fails only the bad read of a batch; the others still get their rows', async () => {
    const d1 = batchReads(env.DB)
    const [good, bad] = await Promise.allSettled([
      d1.prepare('SELECT 1 AS one').raw(),
      d1.prepare('SELECT * FROM no_such_table').raw(),
    ])
    expect(good).toEqual({ status: 'fulfilled', value: [[1]] })
    expect(bad.status).toBe('rejected')
  })

  it('runs what is not a SELECT on its own, RETURNING rows included', async () => {
    const [{ user }] = await seedCreatorsAndTracks()
    const db = getDb(batchReads(env.DB))
    const [renamed] = await db.update(users).set({ displayName: 'Batched' }).where(eq(users.id, user.id)).returning({ id: users.id, displayName: users.displayName })
    expect(renamed).toEqual({ id: user.id, displayName: 'Batched' })
  })
})
