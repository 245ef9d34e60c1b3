import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../support/api'
import { createOwnedThings, type OwnedThings } from './owned-things'

/**
 * A schema-aware fuzzer: every API call, sent its valid shape with one part made wrong (a field of the wrong type,
 * missing, 100 KB long or odd unicode; malformed JSON; a wrong content type; odd path and query values). Nothing a
 * client sends may yield a 5xx, and every 4xx is JSON with a message.
 */
const REQUESTS = 5_000

type Body = Record<string, unknown>
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: (t: OwnedThings, id: string) => string
  body?: (t: OwnedThings) => Body
  query?: Record<string, string>
  asVisitor?: boolean
}

const CALLS: Call[] = [
  { method: 'POST', path: () => '/api/register', body: () => ({ username: `f${Math.random().toString(36).slice(2, 10)}`, password: 'secret123', displayName: 'Fuzz' }), asVisitor: true },
  { method: 'POST', path: () => '/api/login', body: () => ({ username: 'demo', password: 'not-the-password' }), asVisitor: true },
  { method: 'POST', path: () => '/api/logout', asVisitor: true },
  { method: 'GET', path: () => '/api/user' },
  { method: 'GET', path: (_, id) => `/api/users/${id}` },
  { method: 'GET', path: () => '/api/users/by-username/demo' },
  { method: 'PATCH', path: (t) => `/api/users/${t.userId}`, body: () => ({ displayName: 'Fuzzed', bio: 'About' }) },
  { method: 'GET', path: (t) => `/api/user-settings/${t.userId}` },
  { method: 'PATCH', path: (t) => `/api/user-settings/${t.userId}`, body: () => ({ uiColor: '#336699', enableAutoplay: true, defaultSortType: 'recent', highContrastMode: false }) },
  { method: 'GET', path: () => '/api/tracks', query: { sort: 'popular', genre: 'Jazz', limit: '10', offset: '0' } },
  { method: 'GET', path: () => '/api/tracks/recent', query: { limit: '5' } },
  { method: 'GET', path: () => '/api/tracks/recordings', query: { streamId: '1', limit: '5', offset: '0' } },
  { method: 'GET', path: () => '/api/tracks/top-picks', query: { limit: '5', offset: '0' } },
  { method: 'GET', path: (_, id) => `/api/tracks/user/${id}` },
  { method: 'GET', path: (_, id) => `/api/tracks/${id}` },
  { method: 'POST', path: () => '/api/tracks', body: () => ({ title: 'Fuzz', artistName: 'Fuzzer', genre: 'Jazz', audioUrl: '/api/media/audio/none.mp3', waveform: [0.1, 0.5] }) },
  { method: 'POST', path: (_, id) => `/api/tracks/${id}/play`, asVisitor: true },
  { method: 'DELETE', path: (_, id) => `/api/tracks/${id}` },
  { method: 'GET', path: () => '/api/history', query: { limit: '10' } },
  { method: 'GET', path: () => '/api/analytics/plays', query: { days: '30' } },
  { method: 'GET', path: () => '/api/posts', query: { limit: '10', offset: '0' } },
  { method: 'GET', path: () => '/api/posts/recent' },
  { method: 'GET', path: (_, id) => `/api/posts/user/${id}` },
  { method: 'GET', path: (_, id) => `/api/posts/${id}` },
  { method: 'POST', path: () => '/api/posts', body: () => ({ title: 'Fuzz', content: 'Fuzzing', postType: 'text', tags: ['a', 'b'] }) },
  { method: 'DELETE', path: (_, id) => `/api/posts/${id}` },
  { method: 'GET', path: () => '/api/likes/check', query: { contentId: '1', contentType: 'track' } },
  { method: 'GET', path: (_, id) => `/api/likes/count/track/${id}` },
  { method: 'GET', path: () => '/api/likes/tracks' },
  { method: 'POST', path: () => '/api/likes', body: (t) => ({ contentId: t.trackId, contentType: 'track' }) },
  { method: 'DELETE', path: () => '/api/likes', body: (t) => ({ contentId: t.postId, contentType: 'post' }) },
  { method: 'POST', path: () => '/api/follows', body: (t) => ({ followedId: t.userId }) },
  { method: 'DELETE', path: (_, id) => `/api/follows/${id}` },
  { method: 'GET', path: (_, id) => `/api/follows/check/${id}` },
  { method: 'GET', path: () => '/api/streams', query: { limit: '10', offset: '0' } },
  { method: 'GET', path: () => '/api/streams/featured' },
  { method: 'GET', path: (_, id) => `/api/streams/user/${id}` },
  { method: 'GET', path: (_, id) => `/api/streams/${id}` },
  { method: 'GET', path: (_, id) => `/api/streams/webrtc/${id}` },
  { method: 'POST', path: () => '/api/streams', body: () => ({ title: 'Fuzz stream', description: 'Soon', category: 'Jazz', tags: ['x'] }) },
  { method: 'POST', path: () => '/api/streams/webrtc', body: () => ({ title: 'Fuzz live' }) },
  { method: 'POST', path: (_, id) => `/api/streams/${id}/end` },
  { method: 'GET', path: (_, id) => `/api/streams/${id}/key` },
  { method: 'POST', path: (_, id) => `/api/streams/${id}/key` },
  { method: 'DELETE', path: (_, id) => `/api/streams/${id}` },
  { method: 'GET', path: () => '/api/creators/recommended' },
  { method: 'GET', path: () => '/api/genres' },
  { method: 'GET', path: () => '/api/channels/followed' },
  { method: 'GET', path: () => '/api/playlists' },
  { method: 'POST', path: () => '/api/playlists', body: () => ({ name: 'Fuzz list' }) },
  { method: 'GET', path: (_, id) => `/api/playlists/${id}` },
  { method: 'PATCH', path: (_, id) => `/api/playlists/${id}`, body: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', path: (_, id) => `/api/playlists/${id}` },
  { method: 'POST', path: (t) => `/api/playlists/${t.playlistId}/tracks`, body: (t) => ({ trackId: t.spareTrackId }) },
  { method: 'DELETE', path: (t, id) => `/api/playlists/${t.playlistId}/tracks/${id}` },
  { method: 'GET', path: () => '/api/search/tracks', query: { query: 'neon' } },
  { method: 'GET', path: () => '/api/search/users', query: { query: 'demo' } },
  { method: 'GET', path: () => '/api/search/streams', query: { query: 'jazz' } },
  { method: 'GET', path: () => '/api/search/posts', query: { query: 'hello' } },
  { method: 'GET', path: () => '/api/health' },
  { method: 'GET', path: () => '/api/health/detailed' },
  { method: 'GET', path: (_, id) => `/api/media/image/${id}.png` },
  { method: 'POST', path: () => '/api/upload/image' },
  { method: 'POST', path: () => '/api/upload/audio' },
]

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const LONG = 'x'.repeat(100_000)
const ODD_VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e308, -1e308, '', ' ', 'NaN', '0x10', [], {}, [1, 2, 3], { nested: { deep: [null] } }, LONG, '\u0000\u202e\u2066evil\u202c', '😀'.repeat(500), "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd']
const ODD_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%00', '..%2F..%2Flogout', 'x'.repeat(2_000), '%F0%9F%98%80', '', ' ']
const ODD_QUERY = ['', '-1', '0', '101', 'abc', '1e9', '1.5', '%00', LONG.slice(0, 3_000), '😀', '[]']
const BROKEN_BODIES: [string, string][] = [
  ['application/json', '{"a":'],
  ['application/json', '['],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', ''],
  ['text/plain', '{"title":"x"}'],
  ['application/x-www-form-urlencoded', 'title=x&content=y'],
  ['multipart/form-data', '--x\r\n'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot an image\r\n--zz--\r\n'],
  ['application/json', JSON.stringify({ padding: LONG })],
]

interface Attempt {
  call: Call
  path: string
  init: RequestInit
}

function attempts(things: OwnedThings, next: () => number): Attempt[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]
  const list: Attempt[] = []
  for (let index = 0; list.length < REQUESTS; index++) {
    const call = CALLS[index % CALLS.length]
    const id = next() < 0.6 ? pick(ODD_IDS) : String(pick([things.trackId, things.postId, things.streamId, things.playlistId, things.userId, 1, 2]))
    let path = call.path(things, encodeURI(id).replaceAll('%25', '%'))
    const headers: Record<string, string> = {}
    let body: string | undefined
    const variant = next()
    if (call.query) {
      const query = new URLSearchParams(call.query)
      const key = pick([...Object.keys(call.query), 'unexpected'])
      query.set(key, pick(ODD_QUERY))
      if (next() < 0.2) query.append(key, '2')
      path += `?${query}`
    }
    if (call.method !== 'GET') {
      if (variant < 0.35 || !call.body) {
        const [contentType, text] = pick(BROKEN_BODIES)
        headers['Content-Type'] = contentType
        body = text
      } else {
        const valid = call.body(things)
        const field = pick([...Object.keys(valid), 'unexpected'])
        const mutated: Body = { ...valid }
        if (next() < 0.2) delete mutated[field]
        else mutated[field] = pick(ODD_VALUES)
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(mutated)
      }
    }
    list.push({ call, path, init: { method: call.method, headers, body } })
  }
  return list
}

describe('API fuzzing', () => {
  it(`answers ${REQUESTS} malformed requests across every call without a 5xx, each 4xx as JSON { message }`, { timeout: 600_000 }, async () => {
    const { client: owner, user } = await signedInClient()
    const things = await createOwnedThings(owner, user.id)
    const visitor = new TestClient()
    const byStatus = new Map<number, number>()
    const failures: string[] = []
    const batch = 25
    const list = attempts(things, random(20261124))
    for (let start = 0; start < list.length; start += batch) {
      await Promise.all(
        list.slice(start, start + batch).map(async ({ call, path, init }) => {
          const client = call.asVisitor ? visitor : owner
          const response = await client.request(init.method!, path, init.body ?? undefined, init.headers as Record<string, string>)
          byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1)
          const text = await response.text()
          const where = `${init.method} ${path.slice(0, 120)} (${String(init.body ?? '').slice(0, 80)})`
          if (response.status >= 500) failures.push(`${response.status} ${where}: ${text.slice(0, 200)}`)
          else if (response.status >= 400) {
            const parsed = (() => {
              try {
                return JSON.parse(text) as { message?: unknown }
              } catch {
                return null
              }
            })()
            if (!response.headers.get('Content-Type')?.includes('application/json') || typeof parsed?.message !== 'string' || !parsed.message) {
              failures.push(`${response.status} without a JSON message: ${where}: ${text.slice(0, 200)}`)
            }
          }
        }),
      )
    }
    console.log('fuzz responses by status', Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))
    expect(failures).toEqual([])
    expect([...byStatus.values()].reduce((sum, count) => sum + count, 0)).toBe(REQUESTS)
  })
})
