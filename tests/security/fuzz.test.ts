import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../workers/app'
import { signedInClient } from '../support/api'
import { uploadMedia } from '../support/content'
import { API_CALLS, type World } from './api-calls'
import { fuzzCases, seededRandom, type Actor, type FuzzCase } from './fuzz-cases'
import { createOwnedThings } from './owned-things'

/**
 * Every API call of tests/security/api-calls.ts, mutated from its contract: odd path params and query values,
 * wrong, missing and extra fields, 100 KB strings, unicode, malformed JSON, wrong content types, odd headers; sent
 * as a visitor, the owner of the things named, another user and a forged session. Seeded, so each run sends the
 * same requests; the counts by status are printed for the record.
 */
const SEED = 20261124
const CASES_PER_CALL = 88
/** Login and registration hash a password on every valid-looking attempt. */
const CASES_PER_PASSWORD_CALL = 30
const BATCH = 8

async function world(): Promise<{ world: World; cookies: Record<Actor, string> }> {
  const owner = await signedInClient()
  const other = await signedInClient()
  const things = await createOwnedThings(owner.client, owner.user.id)
  const media = await uploadMedia(owner.user.id, 'audio')
  return {
    world: {
      user: String(owner.user.id),
      username: owner.user.username,
      track: String(things.trackId),
      post: String(things.postId),
      stream: String(things.streamId),
      playlist: String(things.playlistId),
      contentType: 'track',
      mediaKey: media.url.replace('/api/media/', ''),
    },
    cookies: {
      visitor: '',
      owner: owner.client.sessionCookie,
      other: other.client.sessionCookie,
      forged: 'sid=' + 'A'.repeat(64),
    },
  }
}

interface Outcome {
  status: number
  problem: string | null
}

/** Sends one case; a problem is a 5xx, or a 4xx whose body is not JSON `{ message: string }`. */
async function send(fuzz: FuzzCase, cookie: string): Promise<Outcome> {
  const headers = new Headers(fuzz.headers)
  if (cookie) headers.set('Cookie', cookie)
  // The Worker's own fetch, called in this isolate: SELF.fetch slows down request after request (to ~300 ms each
  // after a few thousand) when thousands go through it.
  const request = new Request(`http://localhost${fuzz.path}`, {
    method: fuzz.method,
    headers,
    body: fuzz.body,
  }) as Request<unknown, IncomingRequestCfProperties>
  const response = await worker.fetch(request, env, createExecutionContext())
  const text = new TextDecoder().decode(await response.arrayBuffer())
  if (response.status >= 500) return { status: response.status, problem: text.slice(0, 200) }
  if (response.status < 400) return { status: response.status, problem: null }
  const parsed = (() => {
    try {
      return JSON.parse(text) as { message?: unknown }
    } catch {
      return null
    }
  })()
  const jsonTyped = response.headers.get('Content-Type')?.startsWith('application/json')
  const problem =
    jsonTyped && typeof parsed?.message === 'string'
      ? null
      : `not JSON { message }: ${response.headers.get('Content-Type')} ${text.slice(0, 200)}`
  return { status: response.status, problem }
}

describe('API fuzzing: odd input never breaks the server', () => {
  it(
    `answers ${API_CALLS.length} calls' mutated requests with no 5xx and a JSON { message } on every 4xx`,
    { timeout: 240_000 },
    async () => {
      const { world: things, cookies } = await world()
      const random = seededRandom(SEED)
      const cases = API_CALLS.flatMap((call) =>
        fuzzCases(call, things, random, call.expensive ? CASES_PER_PASSWORD_CALL : CASES_PER_CALL),
      )
      const started = Date.now()
      const counts = new Map<number, number>()
      const problems: string[] = []
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH)
        const outcomes = await Promise.all(batch.map((fuzz) => send(fuzz, cookies[fuzz.actor])))
        outcomes.forEach(({ status, problem }, index) => {
          counts.set(status, (counts.get(status) ?? 0) + 1)
          const fuzz = batch[index]
          if (problem)
            problems.push(
              `${fuzz.method} ${fuzz.path.slice(0, 80)} [${fuzz.mutation}] as ${fuzz.actor}: ${status} ${problem}`,
            )
        })
      }
      const seconds = (Date.now() - started) / 1000
      console.info(
        `fuzzed ${cases.length} requests in ${seconds.toFixed(1)} s (${((seconds * 1000) / cases.length).toFixed(1)} ms each)`,
      )
      console.info(
        [
          'status  requests',
          ...[...counts]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}     ${String(count).padStart(8)}`),
        ].join('\n'),
      )
      expect(problems.slice(0, 20)).toEqual([])
      expect(cases.length).toBeGreaterThanOrEqual(5000)
    },
  )
})
