import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { API_CALLS, type World } from '../security/api-calls'
import { fuzzCases, seededRandom, type Actor, type FuzzCase } from '../security/fuzz-cases'
import { fromOwnAddress, media, uniqueName } from './support'

/**
 * Every API call of tests/security/api-calls.ts, mutated from its contract: odd path params and query values,
 * wrong, missing and extra fields, 100 KB strings, unicode, malformed JSON, wrong content types, odd headers; sent
 * as a visitor, the owner of the things named, another user and a forged session, over HTTP to the deploy bundle the
 * journeys serve, so a fault between requests on a connection shows too. Seeded, so each run sends the same
 * requests; the counts by status are printed for the record.
 */
const SEED = 20261124
const CASES_PER_CALL = 88
/** Login and registration hash a password on every valid-looking attempt. */
const CASES_PER_PASSWORD_CALL = 30
const BATCH = 8

/** A JSON call's answer as a client of the given session, which must succeed. */
async function call<T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json', ...fromOwnAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`setup ${method} ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function registered(): Promise<{ id: number; username: string; cookie: string }> {
  const response = await fetch(`${BASE_URL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromOwnAddress() },
    body: JSON.stringify({ username: uniqueName('fz'), password: 'secret123', displayName: 'Fuzz Owner' }),
  })
  expect(response.status).toBe(201)
  const user = (await response.json()) as { id: number; username: string }
  return {
    ...user,
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  }
}

/** One of everything a user can own, made through the API, so that calls on them can be tried by anyone. */
async function world(): Promise<{ world: World; cookies: Record<Actor, string> }> {
  const owner = await registered()
  const other = await registered()
  const form = new FormData()
  form.append('audio', new Blob([await readFile(media('tone.mp3'))], { type: 'audio/mpeg' }), 'tone.mp3')
  const upload = await fetch(`${BASE_URL}/api/upload/audio`, {
    method: 'POST',
    headers: { Cookie: owner.cookie },
    body: form,
  })
  const { url: audioUrl } = (await upload.json()) as { url: string }
  const track = await call<{ id: number }>(owner.cookie, 'POST', '/api/tracks', {
    title: 'Owned',
    artistName: 'Owner',
    audioUrl,
  })
  await call(owner.cookie, 'POST', '/api/tracks', { title: 'Spare', artistName: 'Owner', audioUrl })
  const post = await call<{ id: number }>(owner.cookie, 'POST', '/api/posts', { title: 'Owned post', content: 'Mine' })
  const stream = await call<{ id: number }>(owner.cookie, 'POST', '/api/streams', {
    title: 'Owned',
    description: 'Later tonight, from the studio',
  })
  const playlist = await call<{ id: number }>(owner.cookie, 'POST', '/api/playlists', { name: 'Owned playlist' })
  await call(owner.cookie, 'POST', `/api/playlists/${playlist.id}/tracks`, { trackId: track.id })
  await call(owner.cookie, 'POST', `/api/tracks/${track.id}/comments`, { content: 'Owned comment' })
  return {
    world: {
      user: String(owner.id),
      username: owner.username,
      track: String(track.id),
      post: String(post.id),
      stream: String(stream.id),
      playlist: String(playlist.id),
      contentType: 'track',
      mediaKey: audioUrl.replace('/api/media/', ''),
    },
    cookies: { visitor: '', owner: owner.cookie, other: other.cookie, forged: 'sid=' + 'A'.repeat(64) },
  }
}

/** Sends one case; a problem is a 5xx, or a 4xx whose body is not JSON `{ message: string }`. */
async function send(fuzz: FuzzCase, cookie: string): Promise<{ status: number; problem: string | null }> {
  const headers = new Headers(fuzz.headers)
  if (cookie) headers.set('Cookie', cookie)
  for (const [name, value] of Object.entries(fromOwnAddress())) headers.set(name, value)
  const response = await fetch(`${BASE_URL}${fuzz.path}`, { method: fuzz.method, headers, body: fuzz.body })
  const text = await response.text()
  if (response.status >= 500) return { status: response.status, problem: text.slice(0, 200) }
  if (response.status < 400) return { status: response.status, problem: null }
  const message = (() => {
    try {
      return (JSON.parse(text) as { message?: unknown }).message
    } catch {
      return undefined
    }
  })()
  const jsonTyped = response.headers.get('Content-Type')?.startsWith('application/json')
  return {
    status: response.status,
    problem:
      jsonTyped && typeof message === 'string'
        ? null
        : `not JSON { message }: ${response.headers.get('Content-Type')} ${text.slice(0, 200)}`,
  }
}

test(`API fuzzing: ${API_CALLS.length} calls' mutated requests get no 5xx and a JSON { message } on every 4xx`, async () => {
  test.setTimeout(300_000)
  const { world: things, cookies } = await world()
  const random = seededRandom(SEED)
  const cases = API_CALLS.flatMap((apiCall) =>
    fuzzCases(apiCall, things, random, apiCall.expensive ? CASES_PER_PASSWORD_CALL : CASES_PER_CALL),
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
  console.info(`fuzzed ${cases.length} requests in ${seconds.toFixed(1)} s`)
  console.info(
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} ${count}`)
      .join(', '),
  )
  expect(problems.slice(0, 20)).toEqual([])
  expect(cases.length).toBeGreaterThanOrEqual(5000)
})
