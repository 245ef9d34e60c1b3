import { env } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { getDb } from './client'
import { preparedQuery } from './prepared-queries'
import { users } from './schema'

/** The real D1, keeping the statements it is asked to prepare. */
function recordingD1() {
  const prepared: string[] = []
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          prepared.push(query)
          return target.prepare(query)
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { d1, prepared }
}

describe('preparedQuery', () => {
  it('builds its query once and runs each call on the D1 it is given, with that call’s values', async () => {
    const [first, second] = await Promise.all([signedInClient(), signedInClient()])
    let builds = 0
    const usernameOf = preparedQuery((db) => {
      builds++
      return db.select({ username: users.username }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare()
    })
    const one = recordingD1()
    const other = recordingD1()

    expect(await usernameOf.get(getDb(one.d1), { id: first.user.id })).toEqual({ username: first.user.username })
    expect(await usernameOf.all(getDb(other.d1), { id: second.user.id })).toEqual([{ username: second.user.username }])
    expect(await usernameOf.get(getDb(other.d1), { id: -1 })).toBeUndefined()

    expect(builds).toBe(1)
    expect(one.prepared).toHaveLength(1)
    expect(other.prepared).toHaveLength(2)
    expect(other.prepared[0]).toBe(one.prepared[0])
  })

  it('keeps calls that overlap on their own D1s', async () => {
    const { user } = await signedInClient()
    const usernameOf = preparedQuery((db) => db.select({ username: users.username }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare())
    const calls = Array.from({ length: 4 }, () => recordingD1())

    const answers = await Promise.all(calls.map(({ d1 }) => usernameOf.get(getDb(d1), { id: user.id })))

    expect(answers).toEqual(calls.map(() => ({ username: user.username })))
    expect(calls.map(({ prepared }) => prepared.length)).toEqual([1, 1, 1, 1])
  })
})
